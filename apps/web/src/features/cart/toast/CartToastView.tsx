import { Anchor, Notification, Portal, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { useMessage } from '../../../lib/i18n/messages';
import { dismissCartToast, useCartToast } from './cart-toast';

/** The toast hides itself after 2 s (spec 1 §4.7, spec 2 §9 "Toast delay 2000 ms"). */
export const CART_TOAST_MS = 2000;

const TOAST_STYLE = {
  position: 'fixed',
  top: 80,
  right: 16,
  left: 16,
  zIndex: 400,
  maxWidth: 420,
  marginLeft: 'auto',
} as const;

/**
 * The toast after a product is added to or updated in the cart (spec 1 §2.7): the product name, 'has been
 * added to' with the link 'your cart', or 'has been updated.'; it hides after 2 s or when closed. A failed cart
 * action is told the same way, until closed or replaced; so is a change not sent for want of a connection.
 */
export function CartToastView() {
  const { t } = useTranslation('cart');
  const message = useMessage();
  const toast = useCartToast();
  useEffect(() => {
    if (!toast || toast.kind === 'error' || toast.kind === 'offline') return;
    const timer = window.setTimeout(() => dismissCartToast(toast.id), CART_TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [toast]);
  if (!toast) return null;
  if (toast.kind === 'error' || toast.kind === 'offline') {
    return (
      <Portal>
        <Notification
          role="alert"
          color="spinaRed"
          withBorder
          onClose={() => dismissCartToast(toast.id)}
          closeButtonProps={{ 'aria-label': t('toast.close') }}
          style={TOAST_STYLE}
        >
          {toast.kind === 'offline' ? t('toast.offline') : message(toast.message)}
        </Notification>
      </Portal>
    );
  }
  return (
    <Portal>
      <Notification
        role="status"
        icon={<IconCheck size={18} aria-hidden />}
        color="spinaGreen"
        withBorder
        onClose={() => dismissCartToast(toast.id)}
        closeButtonProps={{ 'aria-label': t('toast.close') }}
        style={TOAST_STYLE}
      >
        <Text size="sm">
          <Text span fw={700}>
            {toast.productName}
          </Text>{' '}
          {toast.kind === 'added' ? (
            <>
              {message('has been added to')}{' '}
              <Anchor
                component={Link}
                to="/cart"
                size="sm"
                underline="always"
                onClick={() => dismissCartToast(toast.id)}
              >
                {message('your cart')}
              </Anchor>
            </>
          ) : (
            message('has been updated.')
          )}
        </Text>
      </Notification>
    </Portal>
  );
}
