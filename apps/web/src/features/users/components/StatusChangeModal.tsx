import { Alert, Modal, Stack, Text } from '@mantine/core';
import { isDeactivatedStatus, type UserAdminRecord, type UserStatus } from '@spina/domain';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useMessage } from '../../../lib/i18n/messages';
import { useSetUserStatus } from '../api/users';
import { useUsersErrorText } from '../use-users-error-text';
import { DialogActions } from '../../../components/ui/DialogActions';

/** What a status change does to the user, in the words of the confirmation (spec 3 §4). */
function consequence(from: string, to: UserStatus): string {
  if (to === 'Invited') return 'statusChange.reinvite';
  if (from === 'Invited') return 'statusChange.withdraw';
  if (!isDeactivatedStatus(to)) return 'statusChange.activate';
  return isDeactivatedStatus(from) ? 'statusChange.change' : 'statusChange.deactivate';
}

/**
 * The confirmation before a user's status changes (spec 3 §4): what the change does, keeping the status as the
 * focused answer.
 */
export function StatusChangeModal({
  user,
  status,
  onClose,
  onChanged,
}: {
  user: UserAdminRecord;
  status: UserStatus;
  onClose: () => void;
  onChanged: (text: string) => void;
}) {
  const { t } = useTranslation('users');
  const message = useMessage();
  const errorText = useUsersErrorText();
  const change = useSetUserStatus();
  const name = `${user.firstName} ${user.lastName}`;
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('statusChange.title', { name })}
      centered
      closeButtonProps={{ 'aria-label': t('statusChange.close') }}
    >
      <Stack gap="md">
        <Text fw={600}>{t('statusChange.question', { name, status: t(`statuses.${status}`) })}</Text>
        <Text size="sm">{t(consequence(user.status, status))}</Text>
        {change.isError && (
          <Alert color="spinaRed" variant="light" role="alert">
            {errorText(change.error)}
          </Alert>
        )}
        <DialogActions
          cancelLabel={t('statusChange.keep')}
          confirmLabel={t('statusChange.confirm')}
          onCancel={onClose}
          onConfirm={() =>
            change.mutate(
              { id: user.id, status },
              { onSuccess: (answer) => onChanged(message(answer.message)) },
            )
          }
          pending={change.isPending}
          danger={isDeactivatedStatus(status)}
          focusCancel
        />
      </Stack>
    </Modal>
  );
}
