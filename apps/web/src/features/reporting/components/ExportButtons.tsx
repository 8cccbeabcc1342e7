import { Button, Group, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { saveCsv } from '../../../lib/csv';
import { csvRows, sheetOf, type ReportColumn } from './report-columns';

type Props<Row> = {
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  /** The file's name without its extension. */
  fileName: string;
  /** The name of the spreadsheet's tab. */
  sheetName: string;
};

/**
 * Export of the report shown as CSV or XLSX (issue 14 item 5), made in the browser from the figures on screen.
 * The XLSX writer is loaded on the first export only, so the page does not carry it.
 */
export function ExportButtons<Row>({ columns, rows, fileName, sheetName }: Props<Row>) {
  const { t } = useTranslation('reporting');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const exportXlsx = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const { saveXlsx } = await import('../../../lib/xlsx');
      saveXlsx(`${fileName}.xlsx`, { name: sheetName, ...sheetOf(columns, rows) });
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Group gap="xs" justify="flex-end">
      <Button
        variant="light"
        leftSection={<IconFileTypeCsv size={16} aria-hidden />}
        onClick={() => saveCsv(`${fileName}.csv`, csvRows(columns, rows))}
      >
        {t('exportCsv')}
      </Button>
      <Button
        variant="light"
        leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
        loading={busy}
        onClick={() => void exportXlsx()}
      >
        {t('exportXlsx')}
      </Button>
      {failed && (
        <Text role="alert" size="sm" c="spinaRed.8" w="100%" ta="right">
          {t('exportFailed')}
        </Text>
      )}
    </Group>
  );
}
