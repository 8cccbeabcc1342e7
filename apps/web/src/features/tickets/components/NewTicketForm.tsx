import { Button, Group, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import {
  ticketDraftErrors,
  ticketMarketOf,
  TICKET_LIMITS,
  type Ticket,
  type TicketDraft,
  type TicketField,
} from '@spina/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { FormAlert } from '../../../components/ui/FormAlert';
import { LoadFailure } from '../../../components/ui/LoadFailure';
import { useMessage } from '../../../lib/i18n/messages';
import { useCurrentShipToId } from '../../../lib/ship-to/current-ship-to';
import { useErrorText, useMarket, useSession } from '../../auth';
import { useAttachmentPick } from '../hooks/use-attachment-pick';
import { useCategories, useCreateTicket } from '../hooks/use-tickets';
import { AttachmentPicker } from './AttachmentPicker';

const blank: TicketDraft = { title: '', description: '', phone: '', categoryId: '', subCategoryId: '' };

/** What the list page shows once a ticket is opened: the ticket, and why its files were not added, if so. */
export type Created = { ticket: Ticket; uploadError: unknown };

/**
 * Opens a ticket (spec 3 §3, §5, §7 CreateTicket?market): category then sub-category, a title of at most 40
 * characters and a description of at most 2000 with live counters, a phone (+420 in the Czech market) and files.
 * Every rule is checked here with the server's own functions before anything is sent; the server checks again.
 */
export function NewTicketForm({
  onCreated,
  onCancel,
}: {
  onCreated: (created: Created) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('tickets');
  const message = useMessage();
  const errorText = useErrorText();
  const market = ticketMarketOf(useMarket());
  const shipToId = useCurrentShipToId();
  const { user } = useSession();
  const shipTo = user?.permissionSchema.find((entry) => entry.shipToId === shipToId);
  const categories = useCategories();
  const create = useCreateTicket();
  const [draft, setDraft] = useState<TicketDraft>(blank);
  const attachments = useAttachmentPick();
  const [submitted, setSubmitted] = useState(false);

  const errors = ticketDraftErrors(draft, market);
  // Too long shows while typing; a missing field once the user tried to send.
  const errorOf = (field: TicketField) => {
    const error = errors.find((candidate) => candidate.field === field);
    if (!error) return undefined;
    return submitted || draft[field].trim() !== '' ? message(error.message) : undefined;
  };
  const set = (field: keyof TicketDraft) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));
  const counter = (value: string, max: number) => t('form.counter', { count: [...value.trim()].length, max });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const filesAccepted = await attachments.allAccepted();
    if (errors.length > 0 || !filesAccepted) return;
    create.mutate({ market, body: draft, files: attachments.files }, { onSuccess: onCreated });
  };

  if (categories.isError)
    return (
      <LoadFailure
        text={t('form.categoriesError')}
        retry={t('retry')}
        onRetry={() => void categories.refetch()}
      />
    );
  const subCategories = (categories.data?.subCategories ?? []).filter(
    (sub) => sub.categoryId === draft.categoryId,
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="new-ticket-title">
      <Stack gap="md">
        <Title order={2} fz="xl" id="new-ticket-title">
          {t('form.title')}
        </Title>
        <Text size="sm">{t('form.intro')}</Text>
        <Text size="sm" fw={600}>
          {shipTo
            ? t('form.shipTo', { shipTo: `${shipTo.shipToName} (${shipTo.shipToId})` })
            : t('form.noShipTo')}
        </Text>
        <Group grow align="flex-start" wrap="wrap" gap="md">
          <Select
            label={t('form.category')}
            required
            data={(categories.data?.categories ?? []).map((category) => ({
              value: category.id,
              label: category.name,
            }))}
            value={draft.categoryId || null}
            onChange={(value) =>
              setDraft((current) => ({ ...current, categoryId: value ?? '', subCategoryId: '' }))
            }
            error={errorOf('categoryId')}
            miw={220}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label={t('form.subCategory')}
            required
            data={subCategories.map((sub) => ({ value: sub.id, label: sub.name }))}
            value={draft.subCategoryId || null}
            onChange={(value) => set('subCategoryId')(value ?? '')}
            disabled={draft.categoryId === ''}
            placeholder={draft.categoryId === '' ? t('form.chooseCategoryFirst') : undefined}
            error={
              submitted && draft.categoryId !== '' && draft.subCategoryId === ''
                ? message('Choose a sub-category')
                : undefined
            }
            miw={220}
          />
        </Group>
        <TextInput
          label={t('form.ticketTitle')}
          required
          value={draft.title}
          onChange={(event) => set('title')(event.currentTarget.value)}
          description={counter(draft.title, TICKET_LIMITS.title)}
          error={errorOf('title')}
        />
        <Textarea
          label={t('form.description')}
          required
          rows={6}
          value={draft.description}
          onChange={(event) => set('description')(event.currentTarget.value)}
          description={counter(draft.description, TICKET_LIMITS.description)}
          error={errorOf('description')}
        />
        <TextInput
          label={t('form.phone')}
          type="tel"
          autoComplete="tel"
          required={false}
          placeholder={market === 'CZ' ? '+420 601 234 567' : '0512345678'}
          description={market === 'CZ' ? t('form.phoneHintCz') : t('form.phoneHintIt')}
          value={draft.phone}
          onChange={(event) => set('phone')(event.currentTarget.value)}
          error={errorOf('phone')}
        />
        <AttachmentPicker label={t('form.attachments')} pick={attachments} />
        {create.isError && <FormAlert>{errorText(create.error)}</FormAlert>}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending} disabled={!shipTo}>
            {t('form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
