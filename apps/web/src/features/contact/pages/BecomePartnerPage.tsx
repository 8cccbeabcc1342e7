import { List, Stack, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { ROUTES } from '@spina/domain';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { FormPageFrame } from '../components/FormPageFrame';
import { PartnerForm } from '../components/PartnerForm';
import { SentState } from '../components/SentState';

/**
 * /become-partner (spec 3 §2, public; the home page's Join US button leads here): why to join, and the form a
 * prospective trade customer fills; once sent, a thanks state in its place.
 */
export default function BecomePartnerPage() {
  const { t } = useTranslation('contact');
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <FormPageFrame
      kind="partner"
      sent={
        sentTo !== null ? (
          <SentState
            title={t('partner.sentTitle')}
            text={t('partner.sentText', { email: sentTo })}
            actions={[
              { label: t('partner.home'), to: ROUTES.homepage.path },
              { label: t('partner.news'), to: ROUTES.news.path },
            ]}
          />
        ) : null
      }
      form={<PartnerForm onSent={setSentTo} />}
      aside={
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
      }
    />
  );
}
