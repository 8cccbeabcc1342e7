import { Avatar, Button, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { useMessage } from '../../../lib/i18n/messages';
import type { CartLine, CartView, FillSuggestion, LineQuantities, TruckFillView } from '../cart-model';
import { CapacityBar } from './CapacityBar';
import { LineCounters } from './LineCounters';
import { RemoveLineButton } from './RemoveLineButton';
import { TruckFillAssistant } from './TruckFillAssistant';

export type MiniCartActions = {
  onRemove: (line: CartLine) => void;
  onRemoveAll: () => void;
  /** Sends the edited quantities of the lines that changed (updateCartItems). */
  onUpdate: (changes: Array<{ line: CartLine; quantities: LineQuantities }>) => Promise<unknown>;
  onAddSuggestion: (suggestion: FillSuggestion) => void;
  /** Called when the panel sends the user elsewhere, so a hover card can close. */
  onNavigate?: () => void;
};

type MiniCartPanelProps = MiniCartActions & {
  cart: CartView | null;
  fill: TruckFillView | null;
  busy?: boolean;
};

function LineSummary({ line, fullTruck }: { line: CartLine; fullTruck: boolean }) {
  const { t } = useTranslation('cart');
  return (
    <Text size="xs" c="gray.7">
      {fullTruck
        ? t('mini.pallets', { count: line.quantities.pallets })
        : t('mini.quantities', { units: line.totalUnits, layers: line.totalLayers })}
    </Text>
  );
}

/**
 * The mini cart (spec 1 §2.5, §4.7; spec 2 §2): each line with image, name, units and layers (pallets for a
 * full-truck cart), its counters and a delete button; 'Remove All'; 'Go To Cart', which reads 'Update cart'
 * while an edited quantity is not yet sent; 'The cart is Empty' for an empty cart; the capacity bar and the
 * truck-fill assistant when the cart holds progress data.
 */
export function MiniCartPanel({ cart, fill, busy = false, ...actions }: MiniCartPanelProps) {
  const { t } = useTranslation('cart');
  const message = useMessage();
  const [drafts, setDrafts] = useState<ReadonlyMap<string, LineQuantities>>(new Map());
  if (!cart || cart.lines.length === 0) {
    return (
      <Text size="sm" ta="center" py="md">
        {message('The cart is Empty')}
      </Text>
    );
  }
  const edited = drafts.size > 0;
  const update = async () => {
    const changes = cart.lines.flatMap((line) => {
      const quantities = drafts.get(line.id);
      return quantities ? [{ line, quantities }] : [];
    });
    await actions.onUpdate(changes);
    setDrafts(new Map());
  };
  return (
    <Stack gap="sm">
      <ScrollArea.Autosize mah={320} type="auto">
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {cart.lines.map((line) => (
            <Stack key={line.id} component="li" gap={4}>
              <Group gap="sm" wrap="nowrap" justify="space-between">
                <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                  <Avatar src={line.product.imageUrl} alt="" radius="sm" size={40} />
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600} lineClamp={2}>
                      {line.product.name}
                    </Text>
                    <LineSummary line={line} fullTruck={cart.isFullTruck} />
                  </Stack>
                </Group>
                <RemoveLineButton line={line} busy={busy} onRemove={actions.onRemove} />
              </Group>
              <LineCounters
                name={line.product.name}
                quantities={drafts.get(line.id) ?? line.quantities}
                counters={line.counters}
                onDraft={(quantities) => setDrafts((map) => new Map(map).set(line.id, quantities))}
              />
            </Stack>
          ))}
        </Stack>
      </ScrollArea.Autosize>
      <CapacityBar capacity={cart.capacity} compact />
      {fill && <TruckFillAssistant fill={fill} onAdd={actions.onAddSuggestion} compact />}
      <Group justify="space-between" wrap="nowrap">
        <Button variant="subtle" color="spinaRed.8" disabled={busy} onClick={actions.onRemoveAll}>
          {t('mini.removeAll')}
        </Button>
        {edited ? (
          <Button loading={busy} onClick={() => void update()}>
            {t('mini.updateCart')}
          </Button>
        ) : (
          <Button component={Link} to="/cart" onClick={actions.onNavigate}>
            {t('mini.goToCart')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
