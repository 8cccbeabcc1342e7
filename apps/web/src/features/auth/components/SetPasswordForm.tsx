import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { IDENTITY_MESSAGES, newPasswordProblem } from '@spina/domain';
import { ApiError } from '../../../lib/api-errors';
import { useMessage } from '../../../lib/i18n/messages';
import { setPasswordFromLink, type PasswordLinkPurpose } from '../api/password-links';
import { useErrorText } from '../use-error-text';
import { AuthCard } from './AuthCard';
import { FormAlert } from '../../../components/ui/FormAlert';
import { PasswordChecklist } from './PasswordChecklist';
import { PasswordField } from './PasswordField';

type Texts = { title: string; text: string; submit: string; doneTitle: string };

const isLinkExpired = (error: unknown) => error instanceof ApiError && error.code === 'LINK_EXPIRED';

/** Where to go for a new link: a reset can be asked again, an invitation comes from support. */
function NewLinkHint({ purpose }: { purpose: PasswordLinkPurpose }) {
  const { t } = useTranslation('auth');
  return purpose === 'reset' ? (
    <Anchor component={Link} to="/forgot-password">
      {t('reset.requestNewLink')}
    </Anchor>
  ) : (
    <Anchor component={Link} to="/contact">
      {t('verification.contactSupport')}
    </Anchor>
  );
}

/**
 * Sets a password from an e-mailed link (reset or invitation): new and retyped password with the policy of
 * spec 3 §5 shown live, checked by the domain's rule before sending; the server's messages are shown, and
 * a stale or used link reads 'The link has expired (request a new one from support)'.
 */
export function SetPasswordForm({
  purpose,
  token,
  texts,
}: {
  purpose: PasswordLinkPurpose;
  token: string | null;
  texts: Texts;
}) {
  const { t } = useTranslation('auth');
  const message = useMessage();
  const errorText = useErrorText();
  const checklistId = useId();
  const [password, setPassword] = useState('');
  const [retype, setRetype] = useState('');
  const [failure, setFailure] = useState<{ text: string; expired: boolean } | null>(
    token ? null : { text: message(IDENTITY_MESSAGES.linkExpired), expired: true },
  );
  const [done, setDone] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!token) return;
    const problem = newPasswordProblem(password, retype);
    if (problem) return setFailure({ text: message(problem), expired: false });
    setFailure(null);
    setPending(true);
    try {
      setDone(await setPasswordFromLink(purpose, { token, newPassword: password, retypePassword: retype }));
    } catch (error) {
      setFailure({ text: errorText(error), expired: isLinkExpired(error) });
    } finally {
      setPending(false);
    }
  };

  if (done) {
    return (
      <AuthCard title={texts.doneTitle}>
        <Alert
          color="spinaGreen"
          variant="light"
          icon={<IconCircleCheck size={20} aria-hidden />}
          role="status"
        >
          {message(done)}
        </Alert>
        <Button component={Link} to="/login" size="md">
          {t('login.submit')}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={texts.title} text={texts.text}>
      <form noValidate onSubmit={(event) => void submit(event)} aria-busy={pending}>
        <Stack gap="md">
          <PasswordField
            label={t('fields.newPassword')}
            name="new-password"
            autoComplete="new-password"
            required
            size="md"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            aria-describedby={checklistId}
            disabled={!token}
          />
          <PasswordField
            label={t('fields.retypePassword')}
            name="retype-password"
            autoComplete="new-password"
            required
            size="md"
            value={retype}
            onChange={(event) => setRetype(event.currentTarget.value)}
            disabled={!token}
          />
          <PasswordChecklist id={checklistId} password={password} retype={retype} />
          <Button type="submit" size="md" fullWidth loading={pending} disabled={!token}>
            {texts.submit}
          </Button>
          {failure && (
            <FormAlert>
              <Stack gap={4} align="flex-start">
                <span>{failure.text}</span>
                {failure.expired && <NewLinkHint purpose={purpose} />}
              </Stack>
            </FormAlert>
          )}
        </Stack>
      </form>
    </AuthCard>
  );
}
