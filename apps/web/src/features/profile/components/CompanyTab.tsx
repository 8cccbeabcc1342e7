import { Alert, Anchor, Button, NativeSelect, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { profileCompanyIds, shipToPermissions, type SalesContact, type SoldTo } from '@spina/domain';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { Fact } from '../../../components/ui/Fact';
import { useSession, type SessionUser } from '../../auth';
import { useSoldTo } from '../api/company';
import { CompanyShipTos } from './CompanyShipTos';
import { ProfileSection } from './ProfileSection';

/** The user's companies that My Profile shows, by the domain's rule, with their names. */
function companiesOf(user: SessionUser): Array<{ id: string; name: string }> {
  const ids = profileCompanyIds(
    user.permissionSchema.map((entry) => ({
      companyId: entry.companyId,
      permissions: shipToPermissions(entry),
    })),
  );
  return ids.map((id) => ({
    id,
    name: user.permissionSchema.find((entry) => entry.companyId === id)?.companyName ?? id,
  }));
}

function Contact({ contact, none }: { contact: SalesContact | null; none: string }) {
  if (!contact) return <>{none}</>;
  return (
    <Stack gap={0} component="span">
      <span>{contact.name}</span>
      {contact.email && (
        <Anchor href={`mailto:${contact.email}`} size="sm">
          {contact.email}
        </Anchor>
      )}
    </Stack>
  );
}

function CompanyDetails({ company }: { company: SoldTo }) {
  const { t } = useTranslation('profile');
  const notGiven = t('company.notGiven');
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ProfileSection id="profile-company" title={t('company.title')}>
          <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" m={0}>
            <Fact term={t('company.name')}>{company.name}</Fact>
            <Fact term={t('company.sapId')}>{company.sapId}</Fact>
            <Fact term={t('company.vatNumber')}>{company.vatNumber ?? notGiven}</Fact>
            <Fact term={t('company.taxNumber')}>{company.taxNumber ?? notGiven}</Fact>
            <Fact term={t('company.address')}>{company.address ?? notGiven}</Fact>
          </SimpleGrid>
        </ProfileSection>
        <ProfileSection id="profile-company-contacts" title={t('company.contactsTitle')}>
          <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" m={0}>
            <Fact term={t('company.salesRepresentative')}>
              <Contact contact={company.salesRepresentative} none={t('company.noSalesRepresentative')} />
            </Fact>
            <Fact term={t('company.keyAccountManager')}>
              <Contact contact={company.keyAccountManager} none={t('company.noKeyAccountManager')} />
            </Fact>
          </SimpleGrid>
        </ProfileSection>
      </SimpleGrid>
      <ProfileSection
        id="profile-company-ship-tos"
        title={t('company.shipTosTitle')}
        intro={t('company.shipTosIntro')}
      >
        <CompanyShipTos shipTos={company.shipTos} company={company.name} />
      </ProfileSection>
    </Stack>
  );
}

function Loading() {
  const { t } = useTranslation('profile');
  return (
    <Stack gap="sm" aria-busy="true" data-testid="company-loading">
      <Text size="sm">{t('company.loading')}</Text>
      <Skeleton height={140} radius="md" />
      <Skeleton height={180} radius="md" />
    </Stack>
  );
}

/**
 * The company tab (spec 3 §2 company details, §3 "Company"): SAP id, VAT and tax number, the sales
 * representative and key account manager, and the ship-tos with SAP id, type and status. A user of several
 * companies picks one; the choice is kept in the address (`?company=`).
 */
export function CompanyTab() {
  const { t } = useTranslation('profile');
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const companies = user ? companiesOf(user) : [];
  const chosen = companies.find((company) => company.id === params.get('company')) ?? companies[0] ?? null;
  const soldTo = useSoldTo(chosen?.id ?? null);

  if (!chosen) return <Text size="sm">{t('company.none')}</Text>;
  let content;
  if (soldTo.isPending) content = <Loading />;
  else if (soldTo.isError) {
    content = (
      <Alert color="spinaRed" variant="light" role="alert" icon={<IconAlertTriangle size={18} aria-hidden />}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('company.loadFailed')}</Text>
          <Button size="xs" variant="white" color="spinaRed" onClick={() => void soldTo.refetch()}>
            {t('company.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else content = <CompanyDetails company={soldTo.data} />;

  return (
    <Stack gap="md">
      {companies.length > 1 && (
        <NativeSelect
          label={t('company.choose')}
          data={companies.map((company) => ({ value: company.id, label: company.name }))}
          value={chosen.id}
          onChange={(event) => setParams({ company: event.currentTarget.value }, { replace: true })}
          w={{ base: '100%', xs: 360 }}
        />
      )}
      {content}
    </Stack>
  );
}
