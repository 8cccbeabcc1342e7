import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { PairingChoice, PairingConfiguration } from '@spina/domain';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { pairingDay, useChoiceText } from '../choice-text';

/** The user's previous configurations, newest first, each of which can fill the form again. */
export function PairingHistoryList({
  previous,
  onUse,
}: {
  previous: PairingConfiguration[];
  onUse: (choice: PairingChoice) => void;
}) {
  const { t } = useTranslation('food-pairing');
  const choiceText = useChoiceText();
  if (previous.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="pairing-history">
      <Title order={2} fz="xl" id="pairing-history">
        {t('history.title')}
      </Title>
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {previous.map((entry) => {
          const date = pairingDay(entry.createdAt);
          const summary = choiceText(entry.choice);
          return (
            <Paper component="li" key={entry.id} withBorder radius="md" p="sm">
              <Group justify="space-between" gap="sm">
                <Text size="sm">
                  <Text span fw={600}>
                    {date}
                  </Text>{' '}
                  {summary}
                </Text>
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => onUse(entry.choice)}
                  aria-label={t('history.useLabel', { date, summary })}
                >
                  {t('history.use')}
                </Button>
              </Group>
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}
