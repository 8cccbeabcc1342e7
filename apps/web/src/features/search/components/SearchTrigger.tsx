import { UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { SearchCloseReason, SearchOverlayVariant } from './SearchOverlay';
import classes from './SearchTrigger.module.css';

// The overlay, its searches and texts load when it is first wanted: a visitor's first page never pays for them.
const loadOverlay = () => import('./SearchOverlay');
const SearchOverlay = lazy(loadOverlay);
const OVERLAY_NAMESPACES = ['search', 'messages'];

/** The state of an overlay opened from one trigger, with the trigger's element to give focus back to. */
function useOverlay(variant: SearchOverlayVariant) {
  const { i18n } = useTranslation();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [state, setState] = useState({ mounted: false, opened: false, session: 0 });
  const preload = () => {
    void loadOverlay();
    void i18n.loadNamespaces(OVERLAY_NAMESPACES);
  };
  const open = () => {
    preload();
    setState((current) => ({ mounted: true, opened: true, session: current.session + 1 }));
  };
  const close = (reason: SearchCloseReason) => {
    setState((current) => ({ ...current, opened: false }));
    // Following a result moves focus to the new page; cancelling gives it back to the trigger.
    if (reason === 'cancel') window.setTimeout(() => triggerRef.current?.focus(), 0);
  };
  const overlay = state.mounted ? (
    <Suspense fallback={null}>
      <SearchOverlay opened={state.opened} variant={variant} session={state.session} onClose={close} />
    </Suspense>
  ) : null;
  return { triggerRef, opened: state.opened, open, preload, overlay };
}

/**
 * The header's search box (spec 1 §2.3): it looks like a search field and opens the search overlay on click
 * (spec 1 §2.6), where the typing happens.
 */
export function HeaderSearchTrigger({ placeholder }: { placeholder: string }) {
  const { triggerRef, opened, open, preload, overlay } = useOverlay('header');
  return (
    <>
      <UnstyledButton
        ref={triggerRef}
        className={classes.trigger}
        onClick={open}
        onPointerEnter={preload}
        onFocus={preload}
        aria-haspopup="dialog"
        aria-expanded={opened}
      >
        <IconSearch size={16} aria-hidden />
        <span className={classes.triggerText}>{placeholder}</span>
      </UnstyledButton>
      {overlay}
    </>
  );
}

/**
 * The mobile bottom bar's search button (spec 1 §2.5): opens the full-screen search overlay. `children` is
 * the bar's icon and label, so it looks like the bar's other entries.
 */
export function MobileSearchTrigger({ className, children }: { className?: string; children: ReactNode }) {
  const { triggerRef, opened, open, overlay } = useOverlay('mobile');
  return (
    <>
      <UnstyledButton
        ref={triggerRef}
        className={className}
        onClick={open}
        aria-haspopup="dialog"
        aria-expanded={opened}
      >
        {children}
      </UnstyledButton>
      {overlay}
    </>
  );
}
