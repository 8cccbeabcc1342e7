import { Container, Grid, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ROUTES } from '@spina/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCurrentShipToId } from '../../../lib/ship-to/current-ship-to';
import { useSession } from '../../auth';
import { ContactForm } from '../components/ContactForm';
import { CustomerServiceCard } from '../components/CustomerServiceCard';
import { SentState } from '../components/SentState';
import { contactPrefill } from '../prefill';
import { CONTACT_THANKS_PATH } from '../thanks-path';
import classes from '../contact.module.css';

/**
 * /contact (spec 3 §2, public): customer service's contacts and the contact form. A signed-in user finds their
 * details filled in and lands on /thanks once the message is sent; a visitor sees the thanks state in place.
 */
export default function ContactPage() {
  const { t } = useTranslation('contact');
  const { status, user } = useSession();
  const shipToId = useCurrentShipToId();
  const navigate = useNavigate();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const signedIn = status === 'authenticated' && user !== null;

  const onSent = (email: string) => {
    if (signedIn) void navigate(CONTACT_THANKS_PATH);
    else setSentTo(email);
  };

  let form;
  if (status === 'loading') form = <Skeleton height={320} aria-busy="true" />;
  else
    form = (
      <ContactForm
        key={user?.UID ?? 'visitor'}
        initial={contactPrefill(signedIn ? user : null, shipToId)}
        signedIn={signedIn}
        onSent={onSent}
      />
    );

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{t('contact.title')}</Title>
          <Text size="lg" c="gray.7">
            {t('contact.intro')}
          </Text>
        </Stack>
        {sentTo !== null ? (
          <SentState
            title={t('contact.sentTitle')}
            text={t('contact.sentText', { email: sentTo })}
            actions={[{ label: t('contact.home'), to: ROUTES.homepage.path }]}
          />
        ) : (
          <Grid gap="xl">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Paper
                withBorder
                radius="md"
                p={{ base: 'md', sm: 'xl' }}
                component="section"
                aria-labelledby="contact-form-title"
              >
                <Stack gap="md">
                  <Title order={2} fz="xl" id="contact-form-title">
                    {t('contact.formTitle')}
                  </Title>
                  {form}
                </Stack>
              </Paper>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }} className={classes.aside}>
              <CustomerServiceCard />
            </Grid.Col>
          </Grid>
        )}
      </Stack>
    </Container>
  );
}
