import { Button, Group, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';

import { CUSTOMER_ORDER_NUMBER_MAX, NOTE_FOR_DRIVER_MAX } from '../limits';

export { CUSTOMER_ORDER_NUMBER_MAX, NOTE_FOR_DRIVER_MAX };

type OrderDetailsFormProps = {
  noteForDriver: string;
  customerOrderNumber: string;
  saving?: boolean;
  onSave: (details: { noteForDriver: string; customerOrderNumber: string }) => Promise<unknown>;
};

/**
 * The note for the driver and the customer's own order number (spec 2 §2 cart, §3 Cart fields), saved with the
 * cart and kept in the browser keys the spec names, which every call sends as headers.
 */
export function OrderDetailsForm({
  noteForDriver,
  customerOrderNumber,
  saving = false,
  onSave,
}: OrderDetailsFormProps) {
  const { t } = useTranslation('cart');
  const [note, setNote] = useState(noteForDriver);
  const [orderNumber, setOrderNumber] = useState(customerOrderNumber);
  const [saved, setSaved] = useState(false);
  useEffect(() => setNote(noteForDriver), [noteForDriver]);
  useEffect(() => setOrderNumber(customerOrderNumber), [customerOrderNumber]);
  const changed = note !== noteForDriver || orderNumber !== customerOrderNumber;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="order-details-title">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void onSave({ noteForDriver: note.trim(), customerOrderNumber: orderNumber.trim() }).then(() =>
            setSaved(true),
          );
        }}
      >
        <Stack gap="sm">
          <Title order={2} fz="md" id="order-details-title">
            {t('details.title')}
          </Title>
          <TextInput
            label={t('details.orderNumber')}
            description={t('details.orderNumberHint')}
            value={orderNumber}
            maxLength={CUSTOMER_ORDER_NUMBER_MAX}
            onChange={(event) => {
              setSaved(false);
              setOrderNumber(event.currentTarget.value);
            }}
          />
          <Textarea
            label={t('details.note')}
            description={t('details.noteHint')}
            value={note}
            maxLength={NOTE_FOR_DRIVER_MAX}
            rows={3}
            onChange={(event) => {
              setSaved(false);
              setNote(event.currentTarget.value);
            }}
          />
          <Group justify="flex-end" gap="xs">
            {saved && !changed && (
              <span role="status" style={{ fontSize: 'var(--mantine-font-size-sm)' }}>
                {t('details.saved')}
              </span>
            )}
            <Button type="submit" variant="light" disabled={!changed} loading={saving}>
              {t('details.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
