import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteMeta } from '../route-meta';

/**
 * The page of a route whose screen belongs to later work: its title as the heading and a short note, inside
 * the route's real layout, breadcrumb and access rules.
 */
export default function AreaPendingPage() {
  const { t } = useTranslation('shell');
  const meta = useRouteMeta();
  return (
    <Container size="xl" py="xl">
      <Stack gap="sm">
        <Title order={1}>{meta ? t(meta.title) : t('appName')}</Title>
        <Text c="dimmed">{t('pages.pending.text')}</Text>
      </Stack>
    </Container>
  );
}
