import { Select } from '@mantine/core';
import { TICKET_STATUSES, type TicketStatus } from '@spina/domain';
import { useTranslation } from '../../../lib/i18n/use-translation';

/** A choice of one ticket status (spec 3 §4), or all of them. */
export function StatusFilter({
  value,
  onChange,
}: {
  value: TicketStatus | null;
  onChange: (status: TicketStatus | null) => void;
}) {
  const { t } = useTranslation('tickets');
  return (
    <Select
      label={t('list.statusFilter')}
      data={[
        { value: '', label: t('list.allStatuses') },
        ...TICKET_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
      ]}
      value={value ?? ''}
      onChange={(next) => onChange(next ? (next as TicketStatus) : null)}
      allowDeselect={false}
      w={{ base: '100%', xs: 240 }}
    />
  );
}
