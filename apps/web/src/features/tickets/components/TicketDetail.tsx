import { Alert, Button, Divider, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  customerMayComment,
  TICKET_STATUSES,
  type Ticket,
  type TicketSide,
  type TicketStatus,
} from '@spina/domain';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Fact } from '../../../components/ui/Fact';
import { LoadFailure } from '../../../components/ui/LoadFailure';
import { ApiError } from '../../../lib/api-errors';
import { formatDate } from '../format';
import { useComments, useMarkRead, useSetStatus, useTicket } from '../hooks/use-tickets';
import classes from '../tickets.module.css';
import { AttachmentsPanel } from './AttachmentsPanel';
import { CommentForm } from './CommentForm';
import { CommentThread } from './CommentThread';
import { ListSkeleton } from './ListSkeleton';
import { TicketStatusBadge } from './TicketStatusBadge';

/**
 * Marks the other side's replies read once the page shows them (spec 3 §7 SetCommentsAsRead), so the list's
 * marker clears; a failure is shown, and the markers stay (spec 3 §8: the error is rethrown, not swallowed).
 */
function useReadOnOpen(side: TicketSide, ticket: Ticket | undefined, commentsShown: boolean) {
  const markRead = useMarkRead(side, ticket?.id ?? '');
  const marked = useRef<string | null>(null);
  useEffect(() => {
    if (!ticket || !commentsShown || ticket.unreadComments === 0 || marked.current === ticket.id) return;
    marked.current = ticket.id;
    markRead.mutate();
  }, [ticket, commentsShown, markRead]);
  return markRead;
}

function StatusChoice({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation('tickets');
  const setStatus = useSetStatus(ticket.id);
  return (
    <Select
      label={t('detail.setStatus')}
      data={TICKET_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
      value={ticket.status}
      allowDeselect={false}
      onChange={(value) => value && setStatus.mutate(value as TicketStatus)}
      disabled={setStatus.isPending}
      maw={280}
    />
  );
}

/**
 * One ticket (spec 3 §3): its facts, the request, the conversation with a reply box and the attachments.
 * Customer service also sets the status. Customers write only while the case is open.
 */
export function TicketDetail({
  side,
  ticketId,
  onBack,
}: {
  side: TicketSide;
  ticketId: string;
  onBack: () => void;
}) {
  const { t, i18n } = useTranslation('tickets');
  const ticket = useTicket(side, ticketId);
  const comments = useComments(side, ticketId);
  const markRead = useReadOnOpen(side, ticket.data, comments.isSuccess);

  const back = (
    <Button variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onBack} px={0}>
      {t('detail.back')}
    </Button>
  );
  if (ticket.isPending) return <ListSkeleton label={t('detail.loading')} />;
  if (ticket.isError) {
    const missing = ticket.error instanceof ApiError && ticket.error.kind === 'not-found';
    return (
      <Stack gap="md" align="flex-start">
        {back}
        {missing ? (
          <Alert color="gray" variant="light" role="status">
            {t('detail.notFound')}
          </Alert>
        ) : (
          <LoadFailure text={t('list.error')} retry={t('retry')} onRetry={() => void ticket.refetch()} />
        )}
      </Stack>
    );
  }
  const data = ticket.data;
  const writable = side === 'staff' || customerMayComment(data.status);
  const date = (iso: string) => formatDate(iso, i18n.language);

  return (
    <Stack gap="lg">
      <div>{back}</div>
      <Stack gap={4}>
        <Group gap="sm" wrap="wrap">
          <Text size="sm" c="gray.7" ff="monospace">
            {t('detail.caseNumber', { number: data.caseNumber })}
          </Text>
          <TicketStatusBadge status={data.status} />
        </Group>
        <Title order={2} fz="xl" style={{ overflowWrap: 'anywhere' }}>
          {data.title}
        </Title>
      </Stack>
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" m={0}>
        <Fact term={t('detail.category')}>
          {data.category.name}
          {data.subCategory.name ? ` · ${data.subCategory.name}` : ''}
        </Fact>
        {side === 'staff' && <Fact term={t('detail.company')}>{data.company.name}</Fact>}
        <Fact term={t('detail.shipTo')}>
          {data.shipTo.name} ({data.shipTo.id})
        </Fact>
        <Fact term={t('detail.openedBy')}>{data.openedBy}</Fact>
        <Fact term={t('detail.opened')}>{date(data.dateOpened)}</Fact>
        {data.dateClosed && <Fact term={t('detail.closed')}>{date(data.dateClosed)}</Fact>}
        {data.phone && <Fact term={t('detail.phone')}>{data.phone}</Fact>}
      </SimpleGrid>
      {side === 'staff' && <StatusChoice ticket={data} />}
      <Paper withBorder radius="md" p="md">
        <Title order={3} fz="md" mb="xs">
          {t('detail.description')}
        </Title>
        <Text size="sm" className={classes.body}>
          {data.description}
        </Text>
      </Paper>
      <Stack gap="sm" component="section" aria-labelledby="ticket-conversation">
        <Title order={3} fz="lg" id="ticket-conversation">
          {t('detail.conversation')}
        </Title>
        {markRead.isError && (
          <Alert color="spinaRed" variant="light" role="alert">
            {t('detail.markReadError')}
          </Alert>
        )}
        {comments.isPending ? (
          <ListSkeleton label={t('detail.loading')} />
        ) : (
          <CommentThread comments={comments.data ?? []} readerSide={side} />
        )}
        {writable ? (
          <CommentForm side={side} ticketId={ticketId} />
        ) : (
          <Text size="sm" fs="italic">
            {t('detail.closedNote')}
          </Text>
        )}
      </Stack>
      <Divider />
      <Stack gap="sm" component="section" aria-labelledby="ticket-attachments">
        <Title order={3} fz="lg" id="ticket-attachments">
          {t('detail.attachments')}
        </Title>
        <AttachmentsPanel side={side} ticketId={ticketId} writable={writable} />
      </Stack>
    </Stack>
  );
}
