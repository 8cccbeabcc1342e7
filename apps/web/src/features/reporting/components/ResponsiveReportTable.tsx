import { Card, Stack, Table, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { KeyboardScrollTable } from '../../../components/ui/KeyboardScrollTable';
import { useMobileLayout } from '../../../lib/breakpoints';
import type { ReportColumn } from './report-columns';
import classes from './ResponsiveReportTable.module.css';

type Props<Row> = {
  /** The first column names each row (its row header, its card's title); the others are figures. */
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  caption: string;
  /** The foot's figures, one per column after the first (empty when a column has no total). */
  totals?: readonly string[];
};

/**
 * A report's figures: a table on a wide screen; on a phone (768 px or less) one card per row, its figures one
 * under another with their labels, so nothing scrolls sideways. The totals follow as a card of their own.
 */
export function ResponsiveReportTable<Row>(props: Props<Row>) {
  const narrow = useMobileLayout();
  return narrow ? <ReportCards {...props} /> : <ReportTable {...props} />;
}

function ReportTable<Row>({ columns, rows, rowKey, caption, totals }: Props<Row>) {
  const { t } = useTranslation('reporting');
  const [first, ...figures] = columns;
  if (!first) return null;
  return (
    <KeyboardScrollTable minWidth={320} label={caption}>
      <Table striped fz="sm" captionSide="top">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{first.label}</Table.Th>
            {figures.map((column) => (
              <Table.Th key={column.key} scope="col" ta="right">
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              <Table.Th scope="row" fw={400}>
                {first.text(row)}
              </Table.Th>
              {figures.map((column) => (
                <Table.Td key={column.key} ta="right">
                  {column.text(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {totals && (
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row">{t('columns.total')}</Table.Th>
              {figures.map((column, index) => (
                <Table.Td key={column.key} ta="right" fw={700}>
                  {totals[index] ?? ''}
                </Table.Td>
              ))}
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </KeyboardScrollTable>
  );
}

/** One figure of a card: its label and its value, as a pair of a description list. */
function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={classes.figure}>
      <dt>{label}</dt>
      <dd className={strong ? classes.strong : undefined}>{value}</dd>
    </div>
  );
}

function ReportCards<Row>({ columns, rows, rowKey, caption, totals }: Props<Row>) {
  const { t } = useTranslation('reporting');
  const captionId = useId();
  const [first, ...figures] = columns;
  if (!first) return null;
  return (
    <Stack gap="xs">
      <Text id={captionId} size="sm" fw={600}>
        {caption}
      </Text>
      <Stack component="ul" gap="xs" aria-labelledby={captionId} className={classes.list}>
        {rows.map((row) => (
          <Card key={rowKey(row)} component="li" withBorder radius="md" p="sm">
            <Text size="sm" fw={600}>
              {first.text(row)}
            </Text>
            <dl className={classes.figures}>
              {figures.map((column) => (
                <Figure key={column.key} label={column.label} value={column.text(row)} />
              ))}
            </dl>
          </Card>
        ))}
      </Stack>
      {totals && (
        <Card withBorder radius="md" p="sm" bg="var(--mantine-color-gray-0)">
          <Text size="sm" fw={700}>
            {t('columns.total')}
          </Text>
          <dl className={classes.figures}>
            {figures.map((column, index) =>
              totals[index] ? (
                <Figure key={column.key} label={column.label} value={totals[index]} strong />
              ) : null,
            )}
          </dl>
        </Card>
      )}
    </Stack>
  );
}
