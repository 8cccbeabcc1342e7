import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { isTicketStatus } from '@spina/domain';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { LoadFailure } from '../../../components/ui/LoadFailure';
import { useErrorText } from '../../auth';
import { useMyTickets } from '../hooks/use-tickets';
import { EmptyTickets } from './EmptyTickets';
import { ListSkeleton } from './ListSkeleton';
import { NewTicketForm, type Created } from './NewTicketForm';
import { StatusFilter } from './StatusFilter';
import { TicketDetail } from './TicketDetail';
import { TicketList } from './TicketList';

/**
 * The Tickets tab of /support (spec 3 §2 "Support Tickets with case creation"): the customer's tickets with their
 * statuses and unread replies, filtered by status; `?new` opens the form, `?ticket=<id>` one ticket, so each view
 * has its own address and Back works.
 */
export default function CustomerTicketsTab() {
  const { t } = useTranslation('tickets');
  const errorText = useErrorText();
  const [params, setParams] = useSearchParams();
  const [created, setCreated] = useState<Created | null>(null);
  const tickets = useMyTickets();
  const statusParam = params.get('status') ?? '';
  const status = isTicketStatus(statusParam) ? statusParam : null;
  const ticketId = params.get('ticket');

  const show = (next: Record<string, string>) => setParams(next);
  const notice = created && (
    <Alert
      color={created.uploadError ? 'orange' : 'spinaGreen'}
      variant="light"
      role="status"
      withCloseButton
      closeButtonLabel={t('form.closeNotice')}
      onClose={() => setCreated(null)}
    >
      {created.uploadError
        ? t('form.createdWithoutFiles', {
            number: created.ticket.caseNumber,
            reason: errorText(created.uploadError),
          })
        : t('form.created', { number: created.ticket.caseNumber })}
    </Alert>
  );

  if (ticketId)
    return (
      <Stack gap="md">
        {notice}
        <TicketDetail side="customer" ticketId={ticketId} onBack={() => show({})} />
      </Stack>
    );
  if (params.has('new'))
    return (
      <NewTicketForm
        onCancel={() => show({})}
        onCreated={(result) => {
          setCreated(result);
          show({ ticket: result.ticket.id });
        }}
      />
    );

  const visible = (tickets.data ?? []).filter((ticket) => !status || ticket.status === status);
  let content;
  if (tickets.isPending) content = <ListSkeleton label={t('list.loading')} />;
  else if (tickets.isError)
    content = (
      <LoadFailure text={t('list.error')} retry={t('retry')} onRetry={() => void tickets.refetch()} />
    );
  else if (tickets.data.length === 0)
    content = <EmptyTickets title={t('list.emptyTitle')} text={t('list.emptyText')} />;
  else if (visible.length === 0) content = <Text size="sm">{t('list.noMatch')}</Text>;
  else content = <TicketList tickets={visible} onOpen={(ticket) => show({ ticket: ticket.id })} />;

  return (
    <Stack gap="md">
      <Text size="sm">{t('list.intro')}</Text>
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <StatusFilter value={status} onChange={(next) => show(next ? { status: next } : {})} />
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => show({ new: '1' })}>
          {t('list.newTicket')}
        </Button>
      </Group>
      {content}
    </Stack>
  );
}
