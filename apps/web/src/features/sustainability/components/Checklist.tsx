import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { SustainabilityEntry } from '@spina/domain';
import { useTranslation } from '../../../lib/i18n/use-translation';
import classes from '../sustainability.module.css';

/** The checklist of practices a venue can follow (spec 3 §3 location Checklist), by position. */
export function Checklist({ entries }: { entries: SustainabilityEntry[] }) {
  const { t } = useTranslation('sustainability');
  return (
    <Stack gap="sm" component="section" aria-labelledby="sustainability-checklist">
      <Title order={2} id="sustainability-checklist" fz="xl">
        {t('landing.checklist')}
      </Title>
      <Text>{t('landing.checklistIntro')}</Text>
      <ol className={classes.checklist}>
        {entries.map((entry) => (
          <Paper component="li" key={entry.id} withBorder radius="md" p="sm">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon variant="light" color="spinaGreen" radius="xl" aria-hidden>
                <IconCircleCheck size={18} />
              </ThemeIcon>
              <div>
                <Text fw={600}>{entry.title}</Text>
                <Text size="sm">{entry.summary}</Text>
              </div>
            </Group>
          </Paper>
        ))}
      </ol>
    </Stack>
  );
}
