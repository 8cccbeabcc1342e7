import { Avatar, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTruck } from '@tabler/icons-react';
import { formatDecimal } from '@spina/domain';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { FillSuggestion, TruckFillView } from '../cart-model';

type TruckFillAssistantProps = {
  fill: TruckFillView;
  onAdd: (suggestion: FillSuggestion) => void;
  /** The sku of the suggestion being added, whose button waits. */
  adding?: string | null;
  /** The mini cart shows the gap and at most one suggestion. */
  compact?: boolean;
};

/** The sentence of the gap: what is missing to which band in kg and layers (pallets for a full truck), or the room left. */
function GapText({ fill }: { fill: TruckFillView }) {
  const { t, i18n } = useTranslation('cart');
  const kg = (value: number) =>
    t('fill.kg', { value: formatDecimal(Math.ceil(Math.abs(value)), i18n.language, 0) });
  const pallets = (value: number) => t('fill.pallets', { count: Math.ceil(Math.abs(value)) });
  switch (fill.target) {
    case 'minimum':
    case 'motrice':
    case 'autotreno':
      return (
        <Text size="sm">
          <Text span fw={700}>
            {t(`fill.${fill.target}`, { amount: kg(fill.gapWeightKg) })}
          </Text>
          {fill.gapLayers > 0 && <> · {t('fill.layers', { count: fill.gapLayers })}</>}
        </Text>
      );
    case 'pallet_minimum':
      return (
        <Text size="sm" fw={700}>
          {t('fill.minimum', { amount: pallets(fill.gapPallets) })}
        </Text>
      );
    case 'maximum':
      return fill.headroomWeightKg < 0 ? (
        <Text size="sm">{t('fill.over', { amount: kg(fill.headroomWeightKg) })}</Text>
      ) : (
        <Text size="sm">{t('fill.full', { amount: kg(fill.headroomWeightKg) })}</Text>
      );
    case 'pallet_maximum':
      return fill.headroomPallets < 0 ? (
        <Text size="sm">{t('fill.over', { amount: pallets(fill.headroomPallets) })}</Text>
      ) : (
        <Text size="sm">{t('fill.full', { amount: pallets(fill.headroomPallets) })}</Text>
      );
    default:
      return null;
  }
}

/**
 * The truck-fill assistant (issue 10 item 5): how far the cart is from the next band that matters to this buyer
 * (minimum, Motrice, Autotreno, maximum; pallets for a full truck), in kg and layers, and the lines from the
 * ship-to's order history and favourites that close the gap without passing the maximum, each added in one tap.
 */
export function TruckFillAssistant({ fill, onAdd, adding = null, compact = false }: TruckFillAssistantProps) {
  const { t } = useTranslation('cart');
  const titleId = useId();
  if (fill.target === null) return null;
  const shown = compact ? fill.suggestions.slice(0, 1) : fill.suggestions;
  const closing = fill.target !== 'maximum' && fill.target !== 'pallet_maximum';
  return (
    <Paper withBorder radius="md" p={compact ? 'xs' : 'md'} component="section" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap">
          <IconTruck size={20} aria-hidden />
          <Title order={compact ? 3 : 2} fz={compact ? 'sm' : 'md'} id={titleId}>
            {t('fill.title')}
          </Title>
        </Group>
        <GapText fill={fill} />
        {closing && !compact && (
          <Text size="xs" c="gray.7">
            {fill.suggestions.length > 0 ? t('fill.suggestions') : t('fill.noSuggestion')}
          </Text>
        )}
        {shown.map((suggestion) => {
          const what =
            suggestion.pallets > 0
              ? t('fill.whatPallets', { count: suggestion.pallets })
              : t('fill.whatLayers', { count: suggestion.layers });
          return (
            <Group key={suggestion.sku} gap="sm" wrap="nowrap" justify="space-between">
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
                <Avatar src={suggestion.imageUrl} alt="" radius="sm" size={compact ? 32 : 40} />
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" truncate>
                    {suggestion.name}
                  </Text>
                  <Text size="xs" c="gray.7">
                    {what} · {t(`fill.${suggestion.source}`)}
                    {suggestion.reachesTarget && <> · {t('fill.reaches')}</>}
                  </Text>
                </Stack>
              </Group>
              <Button
                size="xs"
                variant="light"
                loading={adding === suggestion.sku}
                style={{ flex: 'none' }}
                aria-label={t('fill.addLabel', { what, name: suggestion.name })}
                onClick={() => onAdd(suggestion)}
              >
                {t('fill.add')}
              </Button>
            </Group>
          );
        })}
      </Stack>
    </Paper>
  );
}
