import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { TicketCommentItem, TicketSide } from '@spina/domain';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDate } from '../format';
import classes from '../tickets.module.css';

/**
 * The replies of a ticket, oldest first: the reader's side on the right, the other on the left; replies the reader
 * had not read when the page opened keep a "New" marker while the page stays open.
 */
export function CommentThread({
  comments,
  readerSide,
}: {
  comments: readonly TicketCommentItem[];
  readerSide: TicketSide;
}) {
  const { t, i18n } = useTranslation('tickets');
  if (comments.length === 0) return <Text size="sm">{t('detail.noComments')}</Text>;
  return (
    <Stack gap="sm" component="ol" className={classes.plainList}>
      {comments.map((comment) => (
        <Paper
          key={comment.id}
          component="li"
          withBorder
          radius="md"
          p="sm"
          className={classes.comment}
          data-side={comment.side === readerSide ? 'customer' : 'staff'}
          data-unread={comment.unread || undefined}
          data-testid="ticket-comment"
        >
          <Group justify="space-between" gap="xs" mb={4} wrap="wrap">
            <Text size="sm" fw={600}>
              {comment.side === 'staff' ? `${t('detail.customerService')} · ${comment.user}` : comment.user}
            </Text>
            <Group gap="xs">
              {comment.unread && (
                <Badge color="spinaRed.8" variant="filled" size="sm" tt="none" radius="sm">
                  {t('detail.newReply')}
                </Badge>
              )}
              <Text size="xs" c="gray.7">
                {formatDate(comment.createdAt, i18n.language)}
              </Text>
            </Group>
          </Group>
          <Text size="sm" className={classes.body}>
            {comment.description}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
