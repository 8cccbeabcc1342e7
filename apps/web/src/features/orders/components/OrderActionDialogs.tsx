import { Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { OrderActions } from '../hooks/use-order-actions';
import { CartConflictQuestion } from '../../cart';
import { DialogActions } from '../../../components/ui/DialogActions';

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
          <DialogActions
            cancelLabel={t('confirm.keep')}
            confirmLabel={t(`confirm.${action}Yes`)}
            onCancel={actions.dismissQuestion}
            onConfirm={actions.confirm}
            danger={action === 'cancel'}
            focusCancel
          />
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
      <CartConflictQuestion
        opened={actions.question?.kind === 'choose'}
        onAnswer={(answer) => actions.choose(answer === 'cancel' ? 'abort' : answer)}
      />
    </>
  );
}
