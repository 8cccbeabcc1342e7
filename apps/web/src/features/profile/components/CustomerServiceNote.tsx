import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { IconHeadset } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { ROUTES } from '@spina/domain';
import { useCustomerService } from '../../shell';

function ContactLine({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Group gap={6} wrap="wrap">
      <Text size="sm" fw={600}>
        {term}:
      </Text>
      {children}
    </Group>
  );
}

/**
 * The rule of spec 3 §5 ("personal details of existing users are changed only via customer service"), with the
 * configured customer service of the user's market; the contact page when none is configured.
 */
export function CustomerServiceNote() {
  const { t } = useTranslation('profile');
  const { isPending, service } = useCustomerService();
  return (
    <Alert variant="light" color="blue" icon={<IconHeadset size={18} aria-hidden />} p="sm">
      <Stack gap={4}>
        <Text size="sm">{t('customerService.statement')}</Text>
        {isPending ? (
          <Text size="sm" c="gray.7">
            {t('customerService.loading')}
          </Text>
        ) : service ? (
          <>
            {service.email && (
              <ContactLine term={t('customerService.email')}>
                <Anchor href={service.email.url} size="sm">
                  {service.email.label}
                </Anchor>
              </ContactLine>
            )}
            {service.phone && (
              <ContactLine term={t('customerService.phone')}>
                <Anchor href={service.phone.url} size="sm">
                  {service.phone.label}
                </Anchor>
              </ContactLine>
            )}
            {service.hours && (
              <ContactLine term={t('customerService.hours')}>
                <Text size="sm">{service.hours}</Text>
              </ContactLine>
            )}
          </>
        ) : (
          <Anchor component={Link} to={ROUTES.contact.path} size="sm">
            {t('customerService.contactPage')}
          </Anchor>
        )}
      </Stack>
    </Alert>
  );
}
