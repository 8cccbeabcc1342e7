import { Anchor, Button, Container, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { ROUTES, SECTIONS } from '@spina/domain';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { useAccess } from '../../auth';

/** /thanks after the contact form (spec 3 §2 thanks, login): the message is with customer service; ways on. */
export default function ContactThanksPage() {
  const { t } = useTranslation('contact');
  const access = useAccess();
  const support = access.canOpen(SECTIONS.support);
  const orders = access.canOpen(SECTIONS.myOrders);
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={40} radius="xl" color="spinaGreen.8" aria-hidden>
            <IconCircleCheck size={26} />
          </ThemeIcon>
          <Title order={1}>{t('thanks.title')}</Title>
        </Group>
        <Text size="lg">{t('thanks.text')}</Text>
        {(support || orders) && (
          <Paper withBorder radius="md" p="md" component="section" aria-labelledby="contact-thanks-next">
            <Title order={2} fz="md" id="contact-thanks-next" mb="xs">
              {t('thanks.nextTitle')}
            </Title>
            <List size="sm" spacing={4}>
              {support && (
                <List.Item>
                  <Anchor component={Link} to={ROUTES.support.path.replace(':path', 'faq')}>
                    {t('thanks.support')}
                  </Anchor>
                </List.Item>
              )}
              {orders && (
                <List.Item>
                  <Anchor component={Link} to={ROUTES['orders-history'].path}>
                    {t('thanks.orders')}
                  </Anchor>
                </List.Item>
              )}
            </List>
          </Paper>
        )}
        <Group>
          <Button component={Link} to={ROUTES.homepage.path}>
            {t('thanks.home')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
