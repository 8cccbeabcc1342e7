import { ActionIcon, Box, Indicator, Loader, Paper } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { CountBadge } from '../../../components/ui/CountBadge';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { whenIdle } from '../../../lib/idle';
import { useCart } from '../api/use-cart';
import { cartItemCount } from '../cart-model';
import { CartToastHost } from '../toast/CartToastHost';

// The mini cart's code loads when it first opens, not with the first page.
const loadMiniCart = () => import('./MiniCart');
const MiniCart = lazy(loadMiniCart);

/**
 * Fetches the mini cart's code once the cart holds something, while the browser is idle: the first hover then
 * opens it at once instead of waiting for the download on a slow line or a busy device.
 */
function usePreloadedMiniCart(count: number) {
  const filled = count > 0;
  useEffect(() => {
    if (!filled) return;
    return whenIdle(() => void loadMiniCart());
  }, [filled]);
}

/**
 * Opens on hover over the cart area (the icon and the mini cart beside it) and closes shortly after leaving it
 * (spec 1 §4.7); the delay lets the pointer cross from the icon to the mini cart. Escape and going to another
 * page close it too.
 */
function useHoverOpen() {
  const [opened, setOpened] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const { pathname } = useLocation();
  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => {
    window.clearTimeout(timer.current);
    setOpened(false);
  }, [pathname]);
  const later = (next: boolean, ms: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpened(next), ms);
  };
  const close = () => later(false, 0);
  return {
    // The cart page shows the cart itself: a tap on the cart entry that lands there leaves no preview over it.
    opened: opened && pathname !== '/cart',
    close,
    area: {
      onMouseEnter: () => later(true, 100),
      onMouseLeave: () => later(false, 200),
      onKeyDown: (event: { key: string }) => {
        if (event.key === 'Escape') close();
      },
    },
  };
}

/**
 * The mini cart beside its icon. It is drawn in place rather than in a floating layer, so the first page carries
 * no positioning library; it is part of the cart area, so hovering it keeps it open.
 */
function MiniCartBox({ style, onNavigate }: { style: CSSProperties; onNavigate: () => void }) {
  return (
    <Paper shadow="md" withBorder radius="md" p="sm" style={{ position: 'absolute', zIndex: 300, ...style }}>
      <Suspense fallback={<Loader size="sm" />}>
        <MiniCart onNavigate={onNavigate} />
      </Suspense>
    </Paper>
  );
}

/** The number of lines in the cart, for the icons (spec 1 §2.3, §2.5). */
export function useCartCount(enabled = true): number {
  const cart = useCart(enabled);
  return cartItemCount(cart.data);
}

/**
 * The header's cart icon with its count and the hover mini cart (spec 1 §2.3, §4.7): it opens on hover over the
 * cart area and closes on leaving; the icon itself goes to /cart. The cart's toast is mounted here, once for
 * every page (the header is mounted at every width).
 */
export function HeaderCart() {
  // The icons are on every page: their label is the shell's, so the cart's texts load only with the mini cart.
  const { t: shell } = useTranslation('shell');
  const count = useCartCount();
  const hover = useHoverOpen();
  usePreloadedMiniCart(count);
  return (
    <Box pos="relative" {...hover.area}>
      <Indicator label={count} size={16} showZero color="gold.4" autoContrast offset={4}>
        <ActionIcon
          component={Link}
          to="/cart"
          variant="subtle"
          color="dark"
          size="lg"
          aria-label={shell('header.cart', { count })}
        >
          <IconShoppingCart size={22} aria-hidden />
        </ActionIcon>
      </Indicator>
      {hover.opened && <MiniCartBox style={{ top: '100%', right: 0, width: 380 }} onNavigate={hover.close} />}
      <CartToastHost />
    </Box>
  );
}

/**
 * The bottom bar's cart entry (spec 1 §2.5): the count on the icon, a link to /cart, and the cart preview on
 * hover for devices that have one, above the bar.
 */
export function MobileCartEntry({ className, label }: { className?: string; label: ReactNode }) {
  const { t: shell } = useTranslation('shell');
  const count = useCartCount();
  const hover = useHoverOpen();
  return (
    <Box {...hover.area} style={{ display: 'contents' }}>
      <Link to="/cart" className={className} aria-label={shell('header.cart', { count })}>
        <Box pos="relative" component="span" display="inline-flex">
          <IconShoppingCart size={22} aria-hidden />
          <CountBadge count={count} style={{ position: 'absolute', top: -6, right: -10 }} />
        </Box>
        {label}
      </Link>
      {hover.opened && (
        <MiniCartBox
          style={{ position: 'fixed', left: 8, right: 8, bottom: 72, maxHeight: '70vh', overflowY: 'auto' }}
          onNavigate={hover.close}
        />
      )}
    </Box>
  );
}
