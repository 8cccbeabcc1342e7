import { Badge, Group, Stack, Text } from '@mantine/core';
import { isSuspended } from '@spina/domain';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { ShipToOption } from '../use-ship-to-choice';

/** One ship-to as the lists show it: name, address, and a Suspended mark when it cannot order. */
export function ShipToOptionLabel({ option }: { option: ShipToOption }) {
  const { t } = useTranslation('shipto');
  return (
    <Stack gap={0}>
      <Group gap={6} wrap="nowrap">
        <Text size="sm" fw={600} lineClamp={1}>
          {option.shipToName}
        </Text>
        {isSuspended(option) && (
          <Badge size="xs" color="red.8" variant="filled">
            {t('suspended')}
          </Badge>
        )}
      </Group>
      <Text size="xs" c="dimmed" lineClamp={1}>
        {option.shipToAddress}
      </Text>
    </Stack>
  );
}
