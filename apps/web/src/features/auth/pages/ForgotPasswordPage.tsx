import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { useMessage } from '../../../lib/i18n/messages';
import { requestPasswordReset } from '../api/password-links';
import { AuthCard } from '../components/AuthCard';
import { FormAlert } from '../../../components/ui/FormAlert';
import { useErrorText } from '../use-error-text';

/**
 * /forgot-password (spec 1 §2.2): asks for a reset link. The confirmation is the same whatever the e-mail,
 * so the page never tells whether an address has an account.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const message = useMessage();
  const errorText = useErrorText();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() === '') return setEmailError(t('fields.required'));
    setEmailError(null);
    setFailure(null);
    setPending(true);
    try {
      setConfirmation(await requestPasswordReset(email));
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setPending(false);
    }
  };

  if (confirmation) {
    return (
      <AuthCard title={t('forgot.sentTitle')}>
        <Alert
          color="spinaGreen"
          variant="light"
          icon={<IconMailCheck size={20} aria-hidden />}
          role="status"
        >
          {message(confirmation)}
        </Alert>
        <Button component={Link} to="/login" variant="light">
          {t('forgot.backToLogin')}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('forgot.title')} text={t('forgot.text')}>
      <form noValidate onSubmit={(event) => void submit(event)} aria-busy={pending}>
        <Stack gap="md">
          <TextInput
            label={t('fields.email')}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            required
            size="md"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={emailError}
          />
          <Button type="submit" size="md" fullWidth loading={pending}>
            {t('forgot.submit')}
          </Button>
          {failure && <FormAlert>{failure}</FormAlert>}
          <Anchor component={Link} to="/login" size="sm" ta="center">
            {t('forgot.backToLogin')}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
