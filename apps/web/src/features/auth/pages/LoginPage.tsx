import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import type { UserInfo } from '@spina/domain';
import { completeHandoff } from '../../../lib/sso-handoff';
import { AuthCard } from '../components/AuthCard';
import { LoginForm } from '../components/LoginForm';
import { landingPath } from '../landing';
import { REDIRECT_PARAM } from '../redirect';
import { useSession } from '../session';

/**
 * /login (spec 1 §2.2): signs in, then returns to the page the user wanted, takes staff to their page, and
 * hands POS Academy users off to e-learning (spec 3 §4, §6). A signed-in user is sent on at once.
 */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const wanted = params.get(REDIRECT_PARAM);
  // While this page signs in, it decides where to go; the session opening must not move it on by itself.
  const [signingIn, setSigningIn] = useState(false);
  const [handingOff, setHandingOff] = useState(false);

  if (session.status === 'authenticated' && session.user && !signingIn && !handingOff)
    return <Navigate to={landingPath(session.user, wanted)} replace />;

  const onSignedIn = async (user: UserInfo) => {
    if (user.landing === 'elearning') {
      setHandingOff(true);
      await completeHandoff('elearning', null);
      return;
    }
    await navigate(landingPath(user, wanted), { replace: true });
  };

  return (
    <AuthCard title={t('login.title')} text={t('login.text')}>
      {handingOff ? (
        <Center py="lg" role="status">
          <Stack align="center" gap="sm">
            <Loader aria-hidden />
            <Text>{t('login.handingOff')}</Text>
          </Stack>
        </Center>
      ) : (
        <>
          {session.status === 'expired' && (
            <Alert color="blue" variant="light">
              {t('login.sessionExpired')}
            </Alert>
          )}
          <LoginForm onPendingChange={setSigningIn} onSignedIn={onSignedIn} />
        </>
      )}
    </AuthCard>
  );
}
