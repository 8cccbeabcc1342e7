import { useTranslation } from '../../../lib/i18n/use-translation';
import {
  useAddToCart,
  useRemoveAllCartItems,
  useRemoveCartItem,
  useUpdateCartItems,
} from '../api/cart-actions';
import { useCart } from '../api/use-cart';
import { useTruckFill } from '../api/use-truck-fill';
import { MiniCartPanel } from './MiniCartPanel';

/**
 * The mini cart with its data and actions (spec 1 §2.5, §4.7): read from the shared cart query, so the icons,
 * the mini cart and the cart page always agree. Loaded only when it first opens.
 */
export default function MiniCart({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('cart');
  const cart = useCart();
  const fill = useTruckFill(cart.data);
  const update = useUpdateCartItems();
  const remove = useRemoveCartItem();
  const removeAll = useRemoveAllCartItems();
  const add = useAddToCart();
  return (
    <section aria-label={t('mini.label')}>
      <MiniCartPanel
        cart={cart.data ?? null}
        fill={fill}
        busy={update.isPending || remove.isPending || removeAll.isPending}
        onRemove={(line) => remove.mutate(line)}
        onRemoveAll={() => removeAll.mutate()}
        onUpdate={(changes) => update.mutateAsync(changes)}
        onAddSuggestion={(suggestion) => {
          add.mutate({
            sku: suggestion.sku,
            name: suggestion.name,
            quantities: { packages: 0, layers: suggestion.layers, pallets: suggestion.pallets },
          });
        }}
        onNavigate={onNavigate}
      />
    </section>
  );
}
