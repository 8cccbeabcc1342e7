import { Button, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CartConflictMode } from '../../../gql/graphql';

/**
 * The order-in-progress question (spec 2 §4) before a saved order's products go into a cart that already holds
 * some: add to it ('continue', the default and focused answer), start a new order discarding them, or start a
 * new order saving them for later. Closing it is a harmless abort.
 */
export function CartConflictModal({
  opened,
  onAnswer,
}: {
  opened: boolean;
  onAnswer: (answer: CartConflictMode | 'cancel') => void;
}) {
  const { t } = useTranslation('saved-orders');
  return (
    <Modal
      opened={opened}
      onClose={() => onAnswer('cancel')}
      title={t('conflict.title')}
      centered
      closeButtonProps={{ 'aria-label': t('conflict.close') }}
    >
      <Stack gap="sm">
        <Text size="sm">{t('conflict.text')}</Text>
        <Button data-autofocus onClick={() => onAnswer('CONTINUE')}>
          {t('conflict.continue')}
        </Button>
        <Button variant="default" onClick={() => onAnswer('START_NEW_SAVE')}>
          {t('conflict.startNewSave')}
        </Button>
        <Button variant="default" onClick={() => onAnswer('START_NEW')}>
          {t('conflict.startNew')}
        </Button>
      </Stack>
    </Modal>
  );
}
