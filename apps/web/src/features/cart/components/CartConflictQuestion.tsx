import { Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { CartConflictMode } from '../../../gql/graphql';
import classes from './CartConflictQuestion.module.css';

const CHOICES: Array<{ mode: CartConflictMode; key: 'continue' | 'new' | 'newSave' }> = [
  { mode: 'CONTINUE', key: 'continue' },
  { mode: 'START_NEW', key: 'new' },
  { mode: 'START_NEW_SAVE', key: 'newSave' },
];

/**
 * The order-in-progress question (spec 2 §4) before products of an order or a saved order go into a cart that
 * already holds some: continue (the default and the focused choice), start new removing them, or start new
 * saving them for later. Closing it is a harmless abort ('cancel').
 */
export function CartConflictQuestion({
  opened,
  onAnswer,
}: {
  opened: boolean;
  onAnswer: (answer: CartConflictMode | 'cancel') => void;
}) {
  const { t } = useTranslation('cart');
  return (
    <Modal
      opened={opened}
      onClose={() => onAnswer('cancel')}
      title={t('conflict.title')}
      centered
      closeButtonProps={{ 'aria-label': t('conflict.close') }}
    >
      {opened && (
        <Stack gap="sm">
          <Text>{t('conflict.text')}</Text>
          {CHOICES.map(({ mode, key }) => (
            <UnstyledButton
              key={mode}
              className={classes.choice}
              data-autofocus={mode === 'CONTINUE' || undefined}
              onClick={() => onAnswer(mode)}
            >
              <Text component="span" display="block" fw={700}>
                {t(`conflict.${key}`)}
              </Text>
              <Text component="span" display="block" size="sm">
                {t(`conflict.${key}Hint`)}
              </Text>
            </UnstyledButton>
          ))}
        </Stack>
      )}
    </Modal>
  );
}
