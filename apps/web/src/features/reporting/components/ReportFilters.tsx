import { Group, NativeSelect, TextInput } from '@mantine/core';
import { NATIVE_REPORT_IDS, type ReportData } from '@spina/domain';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { ReportQuery } from '../api/reports';

type Props = {
  query: ReportQuery;
  options: { ship_tos: ReportData['ship_tos']; brands?: ReportData['brands'] } | undefined;
  onChange: (change: Partial<ReportQuery>) => void;
};

/** The report and its filters: period, ship-to and brand (issue 14 item 5). */
export function ReportFilters({ query, options, onChange }: Props) {
  const { t } = useTranslation('reporting');
  const all = { value: '', label: t('filters.all') };
  return (
    <Group align="flex-end" gap="sm">
      <NativeSelect
        label={t('reports.label')}
        value={query.report}
        onChange={(event) => {
          const report = NATIVE_REPORT_IDS.find((id) => id === event.currentTarget.value);
          if (report) onChange({ report });
        }}
        data={NATIVE_REPORT_IDS.map((id) => ({ value: id, label: t(`reports.${id}`) }))}
      />
      <TextInput
        type="date"
        label={t('filters.from')}
        value={query.from}
        max={query.to}
        onChange={(event) => onChange({ from: event.currentTarget.value })}
      />
      <TextInput
        type="date"
        label={t('filters.to')}
        value={query.to}
        min={query.from}
        onChange={(event) => onChange({ to: event.currentTarget.value })}
      />
      <NativeSelect
        label={t('filters.shipTo')}
        value={query.shipTo}
        onChange={(event) => onChange({ shipTo: event.currentTarget.value })}
        data={[all, ...(options?.ship_tos ?? []).map((option) => ({ value: option.id, label: option.name }))]}
      />
      {options?.brands && (
        <NativeSelect
          label={t('filters.brand')}
          value={query.brand}
          onChange={(event) => onChange({ brand: event.currentTarget.value })}
          data={[all, ...options.brands.map((option) => ({ value: option.id, label: option.name }))]}
        />
      )}
    </Group>
  );
}
