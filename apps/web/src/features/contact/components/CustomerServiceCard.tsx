import { Anchor, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCustomerService } from '../../shell';

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
              <>
                <Text component="dt" size="sm" fw={600}>
                  {t('contact.email')}
                </Text>
                <Text component="dd" size="sm" ml={0} mb="xs">
                  <Anchor href={service.email.url}>{service.email.label}</Anchor>
                </Text>
              </>
            )}
            {service?.phone && (
              <>
                <Text component="dt" size="sm" fw={600}>
                  {t('contact.phone')}
                </Text>
                <Text component="dd" size="sm" ml={0} mb="xs">
                  <Anchor href={service.phone.url}>{service.phone.label}</Anchor>
                </Text>
              </>
            )}
            {service?.hours && (
              <>
                <Text component="dt" size="sm" fw={600}>
                  {t('contact.hours')}
                </Text>
                <Text component="dd" size="sm" ml={0}>
                  {service.hours}
                </Text>
              </>
            )}
          </dl>
        )}
      </Stack>
    </Paper>
  );
}
