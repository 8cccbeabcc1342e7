import { Anchor, Card, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { entriesAt, type SustainabilityEntry, type SustainabilitySubcontentResponse } from '@spina/domain';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import { sustainabilityHref } from '../links';
import { EntryCardText, EntryHeader, EntrySection } from './EntryParts';

/**
 * A category of /sustainability/{path}: its text and picture, its subcontent as tips by position, and the way
 * to the other categories.
 */
export function CategoryView({
  category,
  entries,
}: {
  category: SustainabilitySubcontentResponse;
  entries: SustainabilityEntry[] | undefined;
}) {
  const { t } = useTranslation('sustainability');
  const { entry, results } = category;
  usePageTitle(entry.title);
  const others = entriesAt(entries ?? [], 'Category').filter((other) => other.id !== entry.id);
  return (
    <Stack gap="xl">
      <EntryHeader entry={entry} />
      {results.length > 0 && (
        <EntrySection id="sustainability-tips" title={t('category.tips')}>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            {results.map((tip) => (
              <Card key={tip.id} component="article" withBorder radius="md" padding="md">
                <EntryCardText entry={tip} order={3} fz="md" gap={6} />
              </Card>
            ))}
          </SimpleGrid>
        </EntrySection>
      )}
      {others.length > 0 && (
        <Stack gap="xs" component="nav" aria-labelledby="sustainability-others">
          <Title order={2} id="sustainability-others" fz="lg">
            {t('category.others')}
          </Title>
          <Group gap="md">
            {others.map((other) => (
              <Anchor key={other.id} component={Link} to={sustainabilityHref(other.path ?? '')} fw={600}>
                {other.title}
              </Anchor>
            ))}
          </Group>
        </Stack>
      )}
      <Anchor component={Link} to={sustainabilityHref()} fw={600}>
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t('category.back')}
        </Group>
      </Anchor>
    </Stack>
  );
}
