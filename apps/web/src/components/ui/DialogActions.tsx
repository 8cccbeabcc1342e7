import { Button, Group } from '@mantine/core';

type DialogActionsProps = {
  cancelLabel: string;
  confirmLabel: string;
  onCancel: () => void;
  /** Without it the confirm button submits the dialog's form. */
  onConfirm?: () => void;
  /** While the answer is on its way: confirm shows a loader and cancel waits. */
  pending?: boolean;
  /** For what cannot be undone (delete, cancel an order, deactivate): the confirm button is red. */
  danger?: boolean;
  /** Focus the harmless answer first, for questions whose confirmation changes something. */
  focusCancel?: boolean;
};

/** A dialog's two answers, harmless first, as every confirmation and modal form of the portal shows them. */
export function DialogActions({
  cancelLabel,
  confirmLabel,
  onCancel,
  onConfirm,
  pending = false,
  danger = false,
  focusCancel = false,
}: DialogActionsProps) {
  return (
    <Group justify="flex-end" gap="sm" wrap="wrap">
      <Button
        variant="default"
        data-autofocus={focusCancel || undefined}
        onClick={onCancel}
        disabled={pending}
      >
        {cancelLabel}
      </Button>
      <Button
        type={onConfirm ? 'button' : 'submit'}
        color={danger ? 'spinaRed.8' : undefined}
        loading={pending}
        onClick={onConfirm}
      >
        {confirmLabel}
      </Button>
    </Group>
  );
}
