import { Alert, Button, FileButton, Group, Paper, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useMessage } from '../../../lib/i18n/messages';
import { parseOrderList, type OrderListError, type OrderListLine } from '../quick-order/parse-order-list';

/** What the server did with one line of the list: added, or refused with its reason (a user_error message). */
export type QuickOrderResult = { lineNumber: number; code: string; added: boolean; message: string | null };

type QuickOrderPanelProps = {
  /** Checks and adds the lines on the server; answers one result per line. */
  onSubmit: (lines: OrderListLine[]) => Promise<QuickOrderResult[]>;
};

/** A CSV file larger than this is not an order list. */
const MAX_FILE_BYTES = 256 * 1024;

/** A file's text; FileReader rather than File.text, which older Safari versions lack. */
function readFileText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file);
  });
}

function ProblemList({ errors }: { errors: readonly OrderListError[] }) {
  const { t } = useTranslation('cart');
  return (
    <Alert color="spinaRed" variant="light" title={t('quick.fileRefused')} role="alert">
      <Stack gap={2} component="ul" m={0} pl="md">
        {errors.map((error) => (
          <Text key={`${error.lineNumber}-${error.problem}`} size="sm" component="li">
            {error.lineNumber > 0 ? t('quick.line', { line: error.lineNumber }) : t('quick.whole')}
            {error.text ? ` (${error.text})` : ''}: {t(`quick.problems.${error.problem}`)}
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}

function ResultTable({ results }: { results: readonly QuickOrderResult[] }) {
  const { t } = useTranslation('cart');
  const message = useMessage();
  const added = results.filter((result) => result.added).length;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600} role="status">
        {t('quick.summary', { added, refused: results.length - added })}
      </Text>
      <Table striped withTableBorder fz="sm">
        <Table.Tbody>
          {results.map((result) => (
            <Table.Tr key={result.lineNumber}>
              <Table.Td>{t('quick.line', { line: result.lineNumber })}</Table.Td>
              <Table.Td>{result.code}</Table.Td>
              <Table.Td c={result.added ? 'spinaGreen.9' : 'spinaRed.8'}>
                {result.added ? t('quick.added') : `${t('quick.refused')}: ${message(result.message ?? '')}`}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/**
 * Quick order by list (issue 10 item 6): paste lines or upload a CSV of SKU or EAN, quantity and unit. A
 * malformed list is refused whole with every bad line named; a well-formed one goes to the server, which
 * checks each line and says which were added and why others were not.
 */
export function QuickOrderPanel({ onSubmit }: QuickOrderPanelProps) {
  const { t } = useTranslation('cart');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<OrderListError[]>([]);
  const [results, setResults] = useState<QuickOrderResult[] | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (list: string) => {
    setResults(null);
    const parsed = parseOrderList(list);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setErrors([]);
    setSending(true);
    try {
      setResults(await onSubmit(parsed.lines));
    } finally {
      setSending(false);
    }
  };

  const upload = async (file: File | null) => {
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setErrors([{ lineNumber: 0, text: file.name, problem: 'tooManyLines' }]);
      return;
    }
    const content = await readFileText(file);
    setText(content);
    await submit(content);
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="quick-order-title">
      <Stack gap="sm">
        <Title order={2} fz="md" id="quick-order-title">
          {t('quick.title')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('quick.intro')}
        </Text>
        <Textarea
          label={t('quick.paste')}
          placeholder={t('quick.placeholder')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          rows={5}
          styles={{ input: { fontFamily: 'monospace' } }}
        />
        <Group gap="sm" justify="space-between">
          <FileButton onChange={(file) => void upload(file)} accept=".csv,text/csv,text/plain">
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconFileUpload size={18} aria-hidden />}>
                {t('quick.upload')}
              </Button>
            )}
          </FileButton>
          <Button onClick={() => void submit(text)} loading={sending} disabled={text.trim() === ''}>
            {t('quick.check')}
          </Button>
        </Group>
        {errors.length > 0 && <ProblemList errors={errors} />}
        {results && <ResultTable results={results} />}
      </Stack>
    </Paper>
  );
}
