import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { SustainabilityEntry } from '@spina/domain';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { sustainabilityHref } from '../links';
import classes from '../sustainability.module.css';
import { EntryPicture } from './EntryPicture';

/** The categories of the section as cards linking to their pages (spec 3 §3 location Category). */
export function CategoryGrid({ categories, label }: { categories: SustainabilityEntry[]; label: string }) {
  const { t } = useTranslation('sustainability');
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" component="ul" aria-label={label} p={0} m={0}>
      {categories.map((category) => (
        <Card component="li" key={category.id} withBorder radius="md" padding={0} className={classes.card}>
          <EntryPicture image={category.image} />
          <Stack gap={6} p="md">
            <Title order={3} fz="lg">
              <Link
                to={sustainabilityHref(category.path ?? '')}
                className={classes.cardLink}
                aria-label={t('landing.categoryLink', { title: category.title })}
              >
                {category.title}
              </Link>
            </Title>
            <Text size="sm">{category.summary}</Text>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
