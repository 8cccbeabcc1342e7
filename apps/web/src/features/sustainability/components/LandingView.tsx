import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconLeaf } from '@tabler/icons-react';
import { entriesAt, type SustainabilityEntry } from '@spina/domain';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '../../../components/ui/StatusPage';
import { usePageTitle } from '../../../lib/page-title';
import classes from '../sustainability.module.css';
import { CategoryGrid } from './CategoryGrid';
import { Checklist } from './Checklist';
import { EntryBody } from './EntryBody';
import { EntryPicture } from './EntryPicture';
import { ToolsSection } from './ToolsSection';

/**
 * The landing page of /sustainability (spec 3 §3): its first LandingPage entry as the page's opening, the
 * others as highlights, then the categories, the checklist and the customers' tools.
 */
export function LandingView({ entries }: { entries: SustainabilityEntry[] }) {
  const { t } = useTranslation('sustainability');
  const [opening, ...highlights] = entriesAt(entries, 'LandingPage');
  const categories = entriesAt(entries, 'Category');
  const checklist = entriesAt(entries, 'Checklist');
  usePageTitle(opening?.title ?? t('landing.emptyTitle'));
  if (!opening)
    return (
      <StatusPage
        icon={<IconLeaf size={36} />}
        title={t('landing.emptyTitle')}
        text={t('landing.emptyText')}
      />
    );
  return (
    <Stack gap="xl">
      <Stack gap="md" component="header">
        <Title order={1}>{opening.title}</Title>
        <Text size="lg">{opening.summary}</Text>
        <EntryPicture image={opening.image} first className={classes.hero} />
        <EntryBody html={opening.body} />
      </Stack>
      {highlights.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {highlights.map((entry) => (
            <Card key={entry.id} component="section" withBorder radius="md" padding={0}>
              <EntryPicture image={entry.image} />
              <Stack gap="xs" p="md">
                <Title order={2} fz="lg">
                  {entry.title}
                </Title>
                <Text size="sm" fw={500}>
                  {entry.summary}
                </Text>
                <EntryBody html={entry.body} small />
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
      {categories.length > 0 && (
        <Stack gap="sm" component="section" aria-labelledby="sustainability-categories">
          <Title order={2} id="sustainability-categories" fz="xl">
            {t('landing.categories')}
          </Title>
          <CategoryGrid categories={categories} label={t('landing.categories')} />
        </Stack>
      )}
      {checklist.length > 0 && <Checklist entries={checklist} />}
      <ToolsSection />
    </Stack>
  );
}
