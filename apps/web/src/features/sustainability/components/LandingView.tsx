import { Card, SimpleGrid, Stack } from '@mantine/core';
import { IconLeaf } from '@tabler/icons-react';
import { entriesAt, type SustainabilityEntry } from '@spina/domain';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { StatusPage } from '../../../components/ui/StatusPage';
import { usePageTitle } from '../../../lib/page-title';
import { CategoryGrid } from './CategoryGrid';
import { Checklist } from './Checklist';
import { EntryCardText, EntryHeader, EntrySection } from './EntryParts';
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
      <EntryHeader entry={opening} />
      {highlights.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {highlights.map((entry) => (
            <Card key={entry.id} component="section" withBorder radius="md" padding={0}>
              <EntryPicture image={entry.image} />
              <EntryCardText entry={entry} order={2} fz="lg" gap="xs" p="md" />
            </Card>
          ))}
        </SimpleGrid>
      )}
      {categories.length > 0 && (
        <EntrySection id="sustainability-categories" title={t('landing.categories')}>
          <CategoryGrid categories={categories} label={t('landing.categories')} />
        </EntrySection>
      )}
      {checklist.length > 0 && <Checklist entries={checklist} />}
      <ToolsSection />
    </Stack>
  );
}
