import { Group, SimpleGrid } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Fact } from '../../../components/ui/Fact';
import type { SessionUser } from '../../auth';
import { CustomerServiceNote } from './CustomerServiceNote';
import { ProfileSection } from './ProfileSection';

/** A country of the identity profile by name; a missing one is a profile error (spec 1 §4.1 step 6). */
function Country({ code }: { code: string | null }) {
  const { t } = useTranslation('profile');
  if (!code?.trim())
    return (
      <Group component="span" gap={4} wrap="nowrap">
        <IconAlertTriangle size={16} aria-hidden color="var(--mantine-color-orange-9)" />
        {t('details.notFilled')}
      </Group>
    );
  return <>{t(`countries.${code}`, { defaultValue: code })}</>;
}

/**
 * The user's details of the identity profile (spec 3 §3 auth user), read only: they change through customer
 * service, named below them (spec 3 §5).
 */
export function PersonalDetails({ user }: { user: SessionUser }) {
  const { t } = useTranslation('profile');
  const { t: shell } = useTranslation('shell');
  return (
    <ProfileSection id="profile-personal" title={t('details.title')}>
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" m={0}>
        <Fact term={t('details.firstName')}>{user.firstName}</Fact>
        <Fact term={t('details.lastName')}>{user.lastName}</Fact>
        <Fact term={t('details.email')}>{user.email}</Fact>
        <Fact term={t('details.phone')}>{user.phone || t('details.notGiven')}</Fact>
        <Fact term={t('details.country')}>
          <Country code={user.country} />
        </Fact>
        <Fact term={t('details.language')}>
          {shell(`languages.${user.locale}`, { defaultValue: user.locale })}
        </Fact>
      </SimpleGrid>
      <CustomerServiceNote />
    </ProfileSection>
  );
}
