import { Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { SavedOrder } from '../api/use-saved-orders';
import { useOrderName } from './order-name';
import { DialogActions } from '../../../components/ui/DialogActions';

/** The confirmation before a saved order is deleted (issue 12 item 2): keeping it is the focused answer. */
export function DeleteSavedOrderModal({
  order,
  busy,
  onConfirm,
  onCancel,
}: {
  order: SavedOrder | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('saved-orders');
  const nameOf = useOrderName();
  return (
    <Modal
      opened={order !== null}
      onClose={onCancel}
      title={t('remove.title')}
      centered
      closeButtonProps={{ 'aria-label': t('remove.close') }}
    >
      {order && (
        <Stack gap="md">
          <Text size="sm">{t('remove.text', { name: nameOf(order) })}</Text>
          <DialogActions
            cancelLabel={t('remove.keep')}
            confirmLabel={t('remove.confirm')}
            onCancel={onCancel}
            onConfirm={onConfirm}
            pending={busy}
            danger
            focusCancel
          />
        </Stack>
      )}
    </Modal>
  );
}
