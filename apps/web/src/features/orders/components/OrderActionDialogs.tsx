import { Button, Group, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CartConflictMode } from '../api/order-actions';
import type { OrderActions } from '../hooks/use-order-actions';
import classes from '../orders.module.css';

const CHOICES: Array<{ mode: CartConflictMode; key: 'continue' | 'new' | 'newSave' }> = [
  { mode: 'CONTINUE', key: 'continue' },
  { mode: 'START_NEW', key: 'new' },
  { mode: 'START_NEW_SAVE', key: 'newSave' },
];

/** Confirms a cancel or an edit, naming the linked order that goes with it (spec 2 §4). */
function ConfirmDialog({ actions }: { actions: OrderActions }) {
  const { t } = useTranslation('orders');
  const question = actions.question?.kind === 'confirm' ? actions.question : null;
  const action = question?.action ?? 'cancel';
  return (
    <Modal
      opened={question !== null}
      onClose={actions.dismissQuestion}
      title={question ? t(`confirm.${action}Title`, { number: question.order.orderNumber }) : ''}
      centered
      closeButtonProps={{ 'aria-label': t('choice.close') }}
    >
      {question && (
        <Stack gap="sm">
          <Text>{t(`confirm.${action}Text`)}</Text>
          {question.order.linkedOrderNumber && (
            <Text fw={600}>{t(`confirm.${action}Linked`, { linked: question.order.linkedOrderNumber })}</Text>
          )}
          <Group justify="flex-end" gap="sm" wrap="wrap">
            <Button variant="default" data-autofocus onClick={actions.dismissQuestion}>
              {t('confirm.keep')}
            </Button>
            <Button color={action === 'cancel' ? 'spinaRed.8' : undefined} onClick={actions.confirm}>
              {t(`confirm.${action}Yes`)}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/**
 * The order-in-progress question (spec 2 §4) when the cart already holds items: continue (the default and the
 * focused choice), start new removing them, or start new saving them for later; closing it changes nothing.
 */
function CartChoiceDialog({ actions }: { actions: OrderActions }) {
  const { t } = useTranslation('orders');
  const opened = actions.question?.kind === 'choose';
  return (
    <Modal
      opened={opened}
      onClose={() => actions.choose('abort')}
      title={t('choice.title')}
      centered
      closeButtonProps={{ 'aria-label': t('choice.close') }}
    >
      {opened && (
        <Stack gap="sm">
          <Text>{t('choice.text')}</Text>
          {CHOICES.map(({ mode, key }) => (
            <UnstyledButton
              key={mode}
              className={classes.choice}
              data-autofocus={mode === 'CONTINUE' || undefined}
              onClick={() => actions.choose(mode)}
            >
              <Text component="span" display="block" fw={700}>
                {t(`choice.${key}`)}
              </Text>
              <Text component="span" display="block" size="sm">
                {t(`choice.${key}Hint`)}
              </Text>
            </UnstyledButton>
          ))}
        </Stack>
      )}
    </Modal>
  );
}

/** The questions the order actions ask: confirmation, then what happens to the cart. */
export function OrderActionDialogs({ actions }: { actions: OrderActions }) {
  return (
    <>
      <ConfirmDialog actions={actions} />
      <CartChoiceDialog actions={actions} />
    </>
  );
}
