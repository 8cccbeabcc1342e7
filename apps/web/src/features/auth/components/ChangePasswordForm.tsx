import { Button, Stack, Text } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { newPasswordProblem } from '@spina/domain';
import { FormOutcome, type FormOutcomeState } from '../../../components/ui/FormOutcome';
import { useMessage } from '../../../lib/i18n/messages';
import { changePassword } from '../api/change-password';
import { useSession } from '../session';
import { useErrorText } from '../use-error-text';
import { PasswordChecklist } from './PasswordChecklist';
import { PasswordField } from './PasswordField';

/**
 * Change password of the signed-in user (spec 3 §5): the current password, the new one with the policy shown
 * live as it is typed, and its retype. The domain's rule is checked before sending; the server checks it again
 * with the old password and the last 8, and its message is shown. Customer service acting as the user may not
 * change it (the server refuses it too).
 */
export function ChangePasswordForm() {
  const { t } = useTranslation('auth');
  const { user } = useSession();
  const message = useMessage();
  const errorText = useErrorText();
  const checklistId = useId();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [retype, setRetype] = useState('');
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<FormOutcomeState>(null);
  if (!user) return null;
  const acting = user.actingStaff !== null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (current === '') return setOutcome({ kind: 'failed', text: t('change.required') });
    const problem = newPasswordProblem(password, retype);
    if (problem) return setOutcome({ kind: 'failed', text: message(problem) });
    setOutcome(null);
    setPending(true);
    try {
      const done = await changePassword(user.UID, {
        oldPassword: current,
        newPassword: password,
        retypePassword: retype,
      });
      setCurrent('');
      setPassword('');
      setRetype('');
      setOutcome({ kind: 'done', text: message(done) });
    } catch (error) {
      setOutcome({ kind: 'failed', text: errorText(error) });
    } finally {
      setPending(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-busy={pending}>
      <Stack gap="sm">
        {acting && <Text size="sm">{t('change.actingAs')}</Text>}
        <PasswordField
          label={t('change.current')}
          name="current-password"
          autoComplete="current-password"
          required
          value={current}
          onChange={(event) => setCurrent(event.currentTarget.value)}
          disabled={acting}
        />
        <PasswordField
          label={t('fields.newPassword')}
          name="new-password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          aria-describedby={checklistId}
          disabled={acting}
        />
        <PasswordField
          label={t('fields.retypePassword')}
          name="retype-password"
          autoComplete="new-password"
          required
          value={retype}
          onChange={(event) => setRetype(event.currentTarget.value)}
          disabled={acting}
        />
        <PasswordChecklist id={checklistId} password={password} retype={retype} />
        <Button type="submit" loading={pending} disabled={acting} style={{ alignSelf: 'flex-start' }}>
          {t('change.submit')}
        </Button>
        <FormOutcome outcome={outcome} />
      </Stack>
    </form>
  );
}
