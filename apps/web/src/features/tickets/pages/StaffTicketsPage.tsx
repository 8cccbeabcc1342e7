import { Checkbox, Container, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { isTicketStatus } from '@spina/domain';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { LoadFailure } from '../../../components/ui/LoadFailure';
import { Pager } from '../../../components/ui/Pager';
import { EmptyTickets } from '../components/EmptyTickets';
import { ListSkeleton } from '../components/ListSkeleton';
import { StatusFilter } from '../components/StatusFilter';
import { TicketDetail } from '../components/TicketDetail';
import { TicketList } from '../components/TicketList';
import { useStaffTickets } from '../hooks/use-tickets';

const PAGE_SIZE = 20;

/**
 * Customer service's tickets (/staff/tickets): every customer's tickets, the most recently active first, filtered
 * by status, unread customer messages and a search; `?ticket=<id>` opens one to answer it and set its status.
 */
export default function StaffTicketsPage() {
  const { t } = useTranslation('tickets');
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status') ?? '';
  const status = isTicketStatus(statusParam) ? statusParam : null;
  const unread = params.get('unread') === 'true';
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const ticketId = params.get('ticket');
  const tickets = useStaffTickets({
    ...(status ? { status } : {}),
    ...(unread ? { unread: 'true' } : {}),
    ...(debouncedSearch.trim() ? { search: debouncedSearch.trim() } : {}),
    offset: String((page - 1) * PAGE_SIZE),
    limit: String(PAGE_SIZE),
  });

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    setParams(next);
  };

  let content;
  if (tickets.isPending) content = <ListSkeleton label={t('list.loading')} />;
  else if (tickets.isError)
    content = (
      <LoadFailure text={t('list.error')} retry={t('retry')} onRetry={() => void tickets.refetch()} />
    );
  else if (tickets.data.results.length === 0)
    content = <EmptyTickets title={t('list.emptyTitle')} text={t('list.noMatch')} />;
  else
    content = (
      // While other filters are read, the last page stays in view, marked busy.
      <Stack gap="sm" aria-busy={tickets.isPlaceholderData} data-testid="staff-tickets">
        <Text size="sm">{t('staff.total', { count: tickets.data.total })}</Text>
        <TicketList
          tickets={tickets.data.results}
          showCustomer
          onOpen={(ticket) => update({ ticket: ticket.id })}
        />
        <Pager
          page={page}
          totalPages={Math.ceil(tickets.data.total / PAGE_SIZE)}
          onChange={(next) => update({ page: String(next) })}
          label={t('staff.pages')}
        />
      </Stack>
    );

  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <Title order={1}>{t('staff.title')}</Title>
        {ticketId ? (
          <TicketDetail side="staff" ticketId={ticketId} onBack={() => update({ ticket: null })} />
        ) : (
          <>
            <Text size="sm">{t('staff.intro')}</Text>
            <Group align="flex-end" gap="sm" wrap="wrap">
              <TextInput
                label={t('staff.search')}
                placeholder={t('staff.searchPlaceholder')}
                leftSection={<IconSearch size={16} aria-hidden />}
                value={search}
                onChange={(event) => update({ search: event.currentTarget.value, page: null })}
                w={{ base: '100%', sm: 360 }}
              />
              <StatusFilter value={status} onChange={(next) => update({ status: next, page: null })} />
              <Checkbox
                label={t('staff.unreadOnly')}
                checked={unread}
                onChange={(event) =>
                  update({ unread: event.currentTarget.checked ? 'true' : null, page: null })
                }
                mb={8}
              />
            </Group>
            {content}
          </>
        )}
      </Stack>
    </Container>
  );
}
