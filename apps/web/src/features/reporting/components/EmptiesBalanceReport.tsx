import { Table, Text } from '@mantine/core';
import type { EmptiesBalanceReport as Report } from '@spina/domain';
import { useTranslation } from 'react-i18next';
import { KeyboardScrollTable } from '../../../components/ui/KeyboardScrollTable';
import { BarChart } from './BarChart';

/** The empties held at each month's end as a chart and a table (issue 14 item 5 "empties balance over time"). */
export function EmptiesBalanceReport({ report }: { report: Report }) {
  const { t, i18n } = useTranslation('reporting');
  const month = new Intl.DateTimeFormat(i18n.language, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  const number = new Intl.NumberFormat(i18n.language);
  const label = (key: string) => month.format(new Date(`${key}-01T00:00:00Z`));
  return (
    <>
      <Text size="sm">{t('empties.opening', { units: number.format(report.opening_balance) })}</Text>
      <BarChart
        title={t('empties.chart')}
        bars={report.rows.map((row) => ({
          key: row.month,
          label: label(row.month),
          value: Math.max(0, row.balance),
          text: number.format(row.balance),
        }))}
      />
      <KeyboardScrollTable minWidth={320} label={t('empties.caption')}>
        <Table striped fz="sm" captionSide="top">
          <Table.Caption>{t('empties.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('empties.month')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('empties.in')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('empties.out')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('empties.balance')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.rows.map((row) => (
              <Table.Tr key={row.month}>
                <Table.Th scope="row" fw={400}>
                  {label(row.month)}
                </Table.Th>
                <Table.Td ta="right">{number.format(row.in)}</Table.Td>
                <Table.Td ta="right">{number.format(row.out)}</Table.Td>
                <Table.Td ta="right">{number.format(row.balance)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </KeyboardScrollTable>
    </>
  );
}
