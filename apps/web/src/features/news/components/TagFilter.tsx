import { Button, Chip, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { ArticleTag } from '@spina/domain';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';

/** Tags shown before 'Show all tags': the most used ones (the list comes most used first). */
export const TAGS_SHOWN_FIRST = 10;

type TagFilterProps = {
  tags: readonly ArticleTag[] | undefined;
  chosen: readonly string[];
  onChange: (tags: string[]) => void;
};

/**
 * The tag filter of the news list (spec 3 §7 repeated Tags): a checkbox chip per tag with its count, the most
 * used first and the rest behind 'Show all tags'; chosen tags always show. While the tags load, chips of the
 * same height hold their place. A tag list that cannot be loaded leaves the list unfiltered, without a filter.
 */
export function TagFilter({ tags, chosen, onChange }: TagFilterProps) {
  const { t } = useTranslation('news');
  const [showAll, setShowAll] = useState(false);
  if (!tags) {
    return (
      <Group gap="xs" aria-hidden>
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} height={32} width={90} radius="xl" />
        ))}
      </Group>
    );
  }
  if (tags.length === 0) return null;
  const shown = showAll
    ? tags
    : tags.filter((tag, index) => index < TAGS_SHOWN_FIRST || chosen.includes(tag.name));
  return (
    <Stack gap="xs" component="fieldset" m={0} p={0} style={{ border: 0 }}>
      <Text component="legend" fw={600} size="sm" p={0} mb="xs">
        {t('tags.legend')}
      </Text>
      <Chip.Group multiple value={[...chosen]} onChange={onChange}>
        <Group gap="xs">
          {shown.map((tag) => (
            <Chip key={tag.name} value={tag.name} variant="outline" color="spinaGreen.8" radius="xl">
              {t('tags.tag', { name: tag.name, count: tag.count })}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <Group gap="xs">
        {tags.length > TAGS_SHOWN_FIRST && (
          <Button variant="subtle" size="compact-sm" onClick={() => setShowAll((all) => !all)}>
            {showAll ? t('tags.fewer') : t('tags.more', { count: tags.length })}
          </Button>
        )}
        {chosen.length > 0 && (
          <Button variant="subtle" size="compact-sm" onClick={() => onChange([])}>
            {t('tags.clear')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
