import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { SetPasswordForm } from '../components/SetPasswordForm';

/**
 * /verification?token= (spec 3 §2 userVerification): an invited user chooses a first password, which
 * validates and activates the account.
 */
export default function VerificationPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  return (
    <SetPasswordForm
      purpose="invitation"
      token={params.get('token')}
      texts={{
        title: t('verification.title'),
        text: t('verification.text'),
        submit: t('verification.submit'),
        doneTitle: t('verification.doneTitle'),
      }}
    />
  );
}
