import { Alert, Modal, Stack, Text } from '@mantine/core';
import type { ManagedShipTo, UserAdminRecord } from '@spina/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useMessage } from '../../../lib/i18n/messages';
import { useUpdateUser } from '../api/users';
import { initialChoices, roleProblem, rolesUpdate, type ShipToChoice } from '../role-choices';
import { useUsersErrorText } from '../use-users-error-text';
import { ShipToRolesEditor } from './ShipToRolesEditor';
import { DialogActions } from '../../../components/ui/DialogActions';

/**
 * Edits a user's roles and extended permissions per ship-to (spec 3 §6, §7 UpdateUser): ship-tos ticked off are
 * taken away, changed ones are sent, ship-tos the manager does not manage are named and left alone.
 */
export function EditRolesModal({
  user,
  shipTos,
  onClose,
  onSaved,
}: {
  user: UserAdminRecord;
  shipTos: readonly ManagedShipTo[];
  onClose: () => void;
  onSaved: (text: string) => void;
}) {
  const { t } = useTranslation('users');
  const message = useMessage();
  const errorText = useUsersErrorText();
  const update = useUpdateUser();
  const [choices, setChoices] = useState<ShipToChoice[]>(() => initialChoices(shipTos, user));
  const [sent, setSent] = useState(false);
  const [unchanged, setUnchanged] = useState(false);
  const problem = sent ? roleProblem(choices) : null;
  const name = `${user.firstName} ${user.lastName}`;
  const managed = new Set(shipTos.map((shipTo) => shipTo.shipToId));
  const elsewhere = user.permissionSchema.filter((entry) => !managed.has(entry.shipToId));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(true);
    if (roleProblem(choices)) return;
    const body = rolesUpdate(choices, user);
    if (body.permissionSchema.length === 0 && body.deletedShipToList.length === 0) {
      setUnchanged(true);
      return;
    }
    update.mutate({ id: user.id, body }, { onSuccess: (answer) => onSaved(message(answer.message)) });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('edit.title', { name })}
      size="xl"
      closeButtonProps={{ 'aria-label': t('edit.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <ShipToRolesEditor
            shipTos={shipTos}
            choices={choices}
            onChange={(next) => {
              setUnchanged(false);
              setChoices(next);
            }}
            problem={problem}
          />
          {elsewhere.length > 0 && (
            <Text size="sm" c="gray.7">
              {t('editor.elsewhere', { names: elsewhere.map((entry) => entry.shipToName).join(', ') })}
            </Text>
          )}
          {unchanged && (
            <Text size="sm" role="status">
              {t('edit.unchanged')}
            </Text>
          )}
          {(problem || update.isError) && (
            <Alert color="spinaRed" variant="light" role="alert">
              {problem ? message(problem) : errorText(update.error)}
            </Alert>
          )}
          <DialogActions
            cancelLabel={t('edit.cancel')}
            confirmLabel={t('edit.save')}
            onCancel={onClose}
            pending={update.isPending}
          />
        </Stack>
      </form>
    </Modal>
  );
}
