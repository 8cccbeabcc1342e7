import { ActionIcon } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { CartLine } from '../cart-model';

/** The delete of one cart line (spec 1 §2.5 "delete per item"), on the cart page and in the mini cart. */
export function RemoveLineButton({
  line,
  busy,
  onRemove,
}: {
  line: CartLine;
  busy: boolean;
  onRemove: (line: CartLine) => void;
}) {
  const { t } = useTranslation('cart');
  return (
    <ActionIcon
      variant="subtle"
      color="spinaRed.8"
      aria-label={t('mini.remove', { name: line.product.name })}
      disabled={busy}
      onClick={() => onRemove(line)}
    >
      <IconTrash size={18} aria-hidden />
    </ActionIcon>
  );
}
