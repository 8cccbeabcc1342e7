import { Button, Chip, Group, Stack, Text } from '@mantine/core';
import {
  PAIRING_CUISINES,
  PAIRING_DISHES,
  PAIRING_FLAVOURS,
  PAIRING_OCCASIONS,
  type PairingChoice,
} from '@spina/domain';
import type { FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { PAIRING_QUESTIONS } from '../choice-text';

const OPTIONS: Record<keyof PairingChoice, readonly string[]> = {
  dish: PAIRING_DISHES,
  cuisine: PAIRING_CUISINES,
  occasion: PAIRING_OCCASIONS,
  flavour: PAIRING_FLAVOURS,
};

/** The four questions as groups of chips, one answer each; every question has an answer from the start. */
export function PairingForm({
  choice,
  onChange,
  onSubmit,
  pending,
}: {
  choice: PairingChoice;
  onChange: (choice: PairingChoice) => void;
  onSubmit: () => void;
  pending: boolean;
}) {
  const { t } = useTranslation('food-pairing');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} aria-label={t('title')} aria-busy={pending}>
      <Stack gap="md">
        {PAIRING_QUESTIONS.map((question) => (
          <Stack key={question} gap={6} role="radiogroup" aria-labelledby={`pairing-${question}`}>
            <Text fw={600} id={`pairing-${question}`}>
              {t(`questions.${question}`)}
            </Text>
            <Chip.Group
              multiple={false}
              value={choice[question]}
              onChange={(value) => onChange({ ...choice, [question]: value } as PairingChoice)}
            >
              <Group gap="xs">
                {OPTIONS[question].map((option) => (
                  <Chip key={option} value={option} variant="outline">
                    {t(`${question}.${option}`)}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </Stack>
        ))}
        <Button type="submit" loading={pending} style={{ alignSelf: 'flex-start' }}>
          {t('submit')}
        </Button>
      </Stack>
    </form>
  );
}
