import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { SetPasswordForm } from '../components/SetPasswordForm';

/** /reset-password?token= (spec 1 §2.2): chooses a new password from the e-mailed reset link. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  return (
    <SetPasswordForm
      purpose="reset"
      token={params.get('token')}
      texts={{
        title: t('reset.title'),
        text: t('reset.text'),
        submit: t('reset.submit'),
        doneTitle: t('reset.doneTitle'),
      }}
    />
  );
}
