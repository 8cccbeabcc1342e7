import { Table } from '@mantine/core';
import { formatEuro, type ReportData } from '@spina/domain';
import { useTranslation } from 'react-i18next';
import { KeyboardScrollTable } from '../../../components/ui/KeyboardScrollTable';

export type LabelledRow = ReportData['rows'][number] & { text: string };

/** The figures of the chart as a table, with the totals in its foot. */
export function ReportTable({
  rows,
  totals,
  caption,
}: {
  rows: LabelledRow[];
  totals: ReportData['totals'];
  caption: string;
}) {
  const { t, i18n } = useTranslation('reporting');
  const hl = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const locale = i18n.language === 'en' ? 'en-GB' : 'it-IT';
  return (
    <KeyboardScrollTable minWidth={320} label={caption}>
      <Table striped fz="sm" captionSide="top">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('columns.group')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('columns.hl')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('columns.value')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('columns.orders')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row" fw={400}>
                {row.text}
              </Table.Th>
              <Table.Td ta="right">{hl.format(row.hl)}</Table.Td>
              <Table.Td ta="right">{formatEuro(row.value_cents, locale)}</Table.Td>
              <Table.Td ta="right">{row.orders}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row">{t('columns.total')}</Table.Th>
            <Table.Th ta="right">{hl.format(totals.hl)}</Table.Th>
            <Table.Th ta="right">{formatEuro(totals.value_cents, locale)}</Table.Th>
            <Table.Td />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </KeyboardScrollTable>
  );
}
