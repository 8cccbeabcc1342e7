import { Anchor, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useCustomerService } from '../../shell';

/** One way to reach customer service; the last one needs no space under it, the card's padding gives it. */
function ServiceDetail({
  term,
  last = false,
  children,
}: {
  term: string;
  last?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <Text component="dt" size="sm" fw={600}>
        {term}
      </Text>
      <Text component="dd" size="sm" ml={0} mb={last ? undefined : 'xs'}>
        {children}
      </Text>
    </>
  );
}

/** The customer service of the caller's market, as the portal links configure it; nothing when none is. */
export function CustomerServiceCard() {
  const { t } = useTranslation('contact');
  const { isPending, service } = useCustomerService();
  if (!isPending && !service) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="customer-service-title">
      <Stack gap="xs">
        <Title order={2} fz="lg" id="customer-service-title">
          {t('contact.serviceTitle')}
        </Title>
        {isPending ? (
          <Skeleton height={60} aria-hidden />
        ) : (
          <dl>
            {service?.email && (
              <ServiceDetail term={t('contact.email')}>
                <Anchor href={service.email.url}>{service.email.label}</Anchor>
              </ServiceDetail>
            )}
            {service?.phone && (
              <ServiceDetail term={t('contact.phone')}>
                <Anchor href={service.phone.url}>{service.phone.label}</Anchor>
              </ServiceDetail>
            )}
            {service?.hours && (
              <ServiceDetail term={t('contact.hours')} last>
                {service.hours}
              </ServiceDetail>
            )}
          </dl>
        )}
      </Stack>
    </Paper>
  );
}
