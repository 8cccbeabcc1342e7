import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { OrderChange } from '@spina/domain';
import type { OrderChangeAnswer } from '../use-order-change';

/**
 * The order-in-progress question (spec 1 §4.5, spec 2 §4): keep the current order ('continue', the default
 * and the focused button) or start a new one ('new'); closing it is a harmless abort.
 */
export function OrderChangeModal({
  pending,
  onAnswer,
}: {
  pending: OrderChange | null;
  onAnswer: (answer: OrderChangeAnswer) => void;
}) {
  const { t } = useTranslation('delivery');
  return (
    <Modal
      opened={pending !== null}
      onClose={() => onAnswer('cancel')}
      title={t('question.title')}
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {pending && (
        <Stack gap="sm">
          <Text>{t(`question.${pending}`)}</Text>
          <Text size="sm" c="dimmed">
            {t('question.keepHint')} {t('question.newHint')}
          </Text>
          <Group justify="flex-end" gap="sm" wrap="wrap">
            <Button variant="default" onClick={() => onAnswer('new')}>
              {t('question.new')}
            </Button>
            <Button data-autofocus onClick={() => onAnswer('continue')}>
              {t('question.continue')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
