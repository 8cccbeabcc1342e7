import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { entriesAt, type SustainabilityEntry, type SustainabilitySubcontentResponse } from '@spina/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import { sustainabilityHref } from '../links';
import classes from '../sustainability.module.css';
import { EntryBody } from './EntryBody';
import { EntryPicture } from './EntryPicture';

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
      <Stack gap="md" component="header">
        <Title order={1}>{entry.title}</Title>
        <Text size="lg">{entry.summary}</Text>
        <EntryPicture image={entry.image} first className={classes.hero} />
        <EntryBody html={entry.body} />
      </Stack>
      {results.length > 0 && (
        <Stack gap="sm" component="section" aria-labelledby="sustainability-tips">
          <Title order={2} id="sustainability-tips" fz="xl">
            {t('category.tips')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            {results.map((tip) => (
              <Card key={tip.id} component="article" withBorder radius="md" padding="md">
                <Stack gap={6}>
                  <Title order={3} fz="md">
                    {tip.title}
                  </Title>
                  <Text size="sm" fw={500}>
                    {tip.summary}
                  </Text>
                  <EntryBody html={tip.body} small />
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>
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
