import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { Ticket } from '@spina/domain';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDate } from '../format';
import classes from '../tickets.module.css';
import { TicketStatusBadge } from './TicketStatusBadge';

/**
 * Tickets as cards that open their page: case number, title, status, where and when, and a marker for replies
 * of the other side not read yet. Customer service also sees whose ticket it is. A card's button is named by
 * what it shows, from the case number on, so a voice-control user can say any of its words (WCAG 2.5.3).
 */
export function TicketList({
  tickets,
  onOpen,
  showCustomer = false,
}: {
  tickets: readonly Ticket[];
  onOpen: (ticket: Ticket) => void;
  showCustomer?: boolean;
}) {
  const { t, i18n } = useTranslation('tickets');
  return (
    <Stack gap="sm" component="ul" className={classes.plainList}>
      {tickets.map((ticket) => (
        <li key={ticket.id}>
          <Paper
            withBorder
            radius="md"
            p="md"
            className={classes.card}
            data-unread={ticket.unreadComments > 0 || undefined}
          >
            <UnstyledButton
              onClick={() => onOpen(ticket)}
              className={classes.cardButton}
              data-testid="ticket-row"
            >
              <Stack gap={6}>
                <Group justify="space-between" gap="xs" wrap="wrap">
                  <Text size="sm" c="gray.7" ff="monospace">
                    {t('list.caseNumber', { number: ticket.caseNumber })}
                  </Text>
                  <Group gap="xs">
                    {ticket.unreadComments > 0 && (
                      <Badge
                        color="spinaRed.8"
                        variant="filled"
                        radius="sm"
                        tt="none"
                        data-testid="unread-marker"
                      >
                        {t('list.unread', { count: ticket.unreadComments })}
                      </Badge>
                    )}
                    <TicketStatusBadge status={ticket.status} />
                  </Group>
                </Group>
                <Text fw={ticket.unreadComments > 0 ? 700 : 600}>{ticket.title}</Text>
                <Text size="sm">
                  {showCustomer ? `${ticket.company.name} · ` : ''}
                  {ticket.shipTo.name} · {ticket.category.name}
                </Text>
                <Text size="xs" c="gray.7">
                  {t('list.opened', { date: formatDate(ticket.dateOpened, i18n.language) })} ·{' '}
                  {t('list.lastActivity', { date: formatDate(ticket.lastActivityAt, i18n.language) })}
                </Text>
              </Stack>
            </UnstyledButton>
          </Paper>
        </li>
      ))}
    </Stack>
  );
}
