import { Badge } from '@mantine/core';
import { isClosedTicketStatus, type TicketStatus } from '@spina/domain';
import { useTranslation } from '../../../lib/i18n/use-translation';

// Dark shades, so the white text keeps its contrast.
const WAITING_ON_CUSTOMER = new Set<TicketStatus>(['Waiting for Details']);

/** A ticket status of spec 3 §4 in the reader's language, coloured by whose turn it is. */
export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const { t } = useTranslation('tickets');
  let color = 'blue.9';
  if (WAITING_ON_CUSTOMER.has(status)) color = 'orange.9';
  else if (status === 'Solved') color = 'spinaGreen.8';
  else if (isClosedTicketStatus(status)) color = 'gray.7';
  return (
    <Badge variant="filled" color={color} tt="none" radius="sm" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}
