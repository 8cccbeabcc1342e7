import { Skeleton, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { loadChangePasswordForm } from '../../auth';
import { ProfileSection } from './ProfileSection';

const ChangePasswordForm = lazy(loadChangePasswordForm);

/** Change password (spec 3 §2 My Profile screens, §5): the identity feature's form in a section of its own. */
export function PasswordSection() {
  const { t } = useTranslation('profile');
  return (
    <ProfileSection id="profile-password" title={t('password.title')} intro={t('password.intro')}>
      <Suspense
        fallback={
          <Stack gap="sm" aria-busy="true">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} height={36} radius="sm" />
            ))}
          </Stack>
        }
      >
        <ChangePasswordForm />
      </Suspense>
    </ProfileSection>
  );
}
