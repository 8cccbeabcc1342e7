import { Stack, Text, Title, type StackProps, type TitleOrder } from '@mantine/core';
import type { SustainabilityEntry } from '@spina/domain';
import type { ReactNode } from 'react';
import classes from '../sustainability.module.css';
import { EntryBody } from './EntryBody';
import { EntryPicture } from './EntryPicture';

/** The entry a page opens with: its title is the page's heading, and its picture the one loaded first. */
export function EntryHeader({ entry }: { entry: SustainabilityEntry }) {
  return (
    <Stack gap="md" component="header">
      <Title order={1}>{entry.title}</Title>
      <Text size="lg">{entry.summary}</Text>
      <EntryPicture image={entry.image} first className={classes.hero} />
      <EntryBody html={entry.body} />
    </Stack>
  );
}

/** A section of the page named by its heading (`id` ties the two for assistive technology). */
export function EntrySection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} id={id} fz="xl">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * An entry inside a card, in small print; its heading level is the caller's, as the card stands directly under
 * the page's title or inside a section.
 */
export function EntryCardText({
  entry,
  order,
  fz,
  ...stack
}: { entry: SustainabilityEntry; order: TitleOrder; fz: string } & StackProps) {
  return (
    <Stack {...stack}>
      <Title order={order} fz={fz}>
        {entry.title}
      </Title>
      <Text size="sm" fw={500}>
        {entry.summary}
      </Text>
      <EntryBody html={entry.body} small />
    </Stack>
  );
}
