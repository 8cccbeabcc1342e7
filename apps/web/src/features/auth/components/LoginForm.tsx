import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import type { UserInfo } from '@spina/domain';
import { ApiError } from '../../../lib/api-errors';
import { useSessionStore } from '../session';
import { signIn } from '../session-runtime';
import { useErrorText } from '../use-error-text';
import { FormAlert } from '../../../components/ui/FormAlert';
import { PasswordField } from './PasswordField';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type FieldErrors = { email?: string; password?: string };

/** The text of a throttled sign-in: when to try again, from the server's Retry-After. */
function useRetryText() {
  const { t, i18n } = useTranslation('auth');
  return (seconds: number) => {
    const at = new Date(Date.now() + seconds * 1000);
    const time = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' }).format(at);
    return t('login.tooManyAttempts', { count: Math.max(1, Math.ceil(seconds / 60)), time });
  };
}

/**
 * The sign-in form (spec 3 §4): e-mail and password, a clear translated error when they are refused (the
 * same for an unknown e-mail and a wrong password), and when to retry after too many attempts.
 */
export function LoginForm({
  onPendingChange,
  onSignedIn,
}: {
  /** Told when a sign-in starts and ends, so the page does not move on by itself meanwhile. */
  onPendingChange: (pending: boolean) => void;
  onSignedIn: (user: UserInfo) => Promise<void> | void;
}) {
  const { t } = useTranslation('auth');
  const store = useSessionStore();
  const errorText = useErrorText();
  const retryText = useRetryText();
  const passwordRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors: FieldErrors = {};
    if (email.trim() === '') errors.email = t('fields.required');
    else if (!EMAIL_PATTERN.test(email.trim())) errors.email = t('fields.invalidEmail');
    if (password === '') errors.password = t('fields.required');
    setFieldErrors(errors);
    if (errors.email || errors.password) return;
    setPending(true);
    setFailure(null);
    onPendingChange(true);
    try {
      const user = await signIn(store, { email, password });
      await onSignedIn(user);
    } catch (error) {
      setFailure(
        error instanceof ApiError && error.kind === 'too-many-requests'
          ? retryText(error.retryAfterSeconds ?? 15 * 60)
          : errorText(error),
      );
      setPassword('');
      passwordRef.current?.focus();
    } finally {
      setPending(false);
      onPendingChange(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-busy={pending}>
      <Stack gap="md">
        <TextInput
          label={t('fields.email')}
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={fieldErrors.email}
          size="md"
        />
        <PasswordField
          ref={passwordRef}
          label={t('fields.password')}
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={fieldErrors.password}
          size="md"
        />
        <Group justify="flex-end">
          <Anchor component={Link} to="/forgot-password" size="sm">
            {t('login.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" size="md" fullWidth loading={pending}>
          {t('login.submit')}
        </Button>
        {failure && <FormAlert>{failure}</FormAlert>}
      </Stack>
    </form>
  );
}
