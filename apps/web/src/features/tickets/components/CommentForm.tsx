import { Button, Group, Stack, Textarea } from '@mantine/core';
import { commentError, TICKET_LIMITS, type TicketSide } from '@spina/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { FormAlert } from '../../../components/ui/FormAlert';
import { useMessage } from '../../../lib/i18n/messages';
import { useErrorText } from '../../auth';
import { useAddComment } from '../hooks/use-tickets';

/** Writes a reply on a ticket (spec 3 §7 CreateComment), at most 2000 characters. */
export function CommentForm({ side, ticketId }: { side: TicketSide; ticketId: string }) {
  const { t } = useTranslation('tickets');
  const message = useMessage();
  const errorText = useErrorText();
  const add = useAddComment(side, ticketId);
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const refusal = commentError(text);
  const shown = refusal && (submitted || text.trim() !== '') ? message(refusal) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (refusal) return;
    add.mutate(text, {
      onSuccess: () => {
        setText('');
        setSubmitted(false);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea
          label={t('detail.commentLabel')}
          rows={3}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          description={t('form.counter', { count: [...text.trim()].length, max: TICKET_LIMITS.comment })}
          error={shown}
        />
        {add.isError && <FormAlert>{errorText(add.error)}</FormAlert>}
        <Group justify="flex-end">
          <Button type="submit" loading={add.isPending}>
            {t('detail.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
