import { Container, Grid, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { ROUTES } from '@spina/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PartnerForm } from '../components/PartnerForm';
import { SentState } from '../components/SentState';
import classes from '../contact.module.css';

/**
 * /become-partner (spec 3 §2, public; the home page's Join US button leads here): why to join, and the form a
 * prospective trade customer fills; once sent, a thanks state in its place.
 */
export default function BecomePartnerPage() {
  const { t } = useTranslation('contact');
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{t('partner.title')}</Title>
          <Text size="lg" c="gray.7">
            {t('partner.intro')}
          </Text>
        </Stack>
        {sentTo !== null ? (
          <SentState
            title={t('partner.sentTitle')}
            text={t('partner.sentText', { email: sentTo })}
            actions={[
              { label: t('partner.home'), to: ROUTES.homepage.path },
              { label: t('partner.news'), to: ROUTES.news.path },
            ]}
          />
        ) : (
          <Grid gap="xl">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Paper
                withBorder
                radius="md"
                p={{ base: 'md', sm: 'xl' }}
                component="section"
                aria-labelledby="partner-form-title"
              >
                <Stack gap="md">
                  <Title order={2} fz="xl" id="partner-form-title">
                    {t('partner.formTitle')}
                  </Title>
                  <PartnerForm onSent={setSentTo} />
                </Stack>
              </Paper>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }} className={classes.aside}>
              <Stack gap="sm" component="section" aria-labelledby="partner-benefits">
                <Title order={2} fz="lg" id="partner-benefits">
                  {t('partner.benefitsTitle')}
                </Title>
                <List
                  spacing="sm"
                  icon={
                    <ThemeIcon size={22} radius="xl" color="spinaGreen.8" aria-hidden>
                      <IconCheck size={14} />
                    </ThemeIcon>
                  }
                >
                  <List.Item>{t('partner.benefit1')}</List.Item>
                  <List.Item>{t('partner.benefit2')}</List.Item>
                  <List.Item>{t('partner.benefit3')}</List.Item>
                </List>
              </Stack>
            </Grid.Col>
          </Grid>
        )}
      </Stack>
    </Container>
  );
}
