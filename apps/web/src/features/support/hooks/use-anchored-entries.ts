import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { entryAnchor, readEntryAnchor, type SupportEntryKind } from '../anchors';

/** The id of the entry of `kind` the address's hash names, or null. */
export function useEntryAnchor(kind: SupportEntryKind): string | null {
  const { hash } = useLocation();
  const anchor = readEntryAnchor(hash);
  return anchor?.kind === kind ? anchor.id : null;
}

/**
 * The accordion items open in a list of loaded entries: those the anchored entry opens (`opensFor`), then as
 * the reader opens and closes them. A new anchor (another search result followed) opens its items too. The
 * anchored entry is scrolled to and its first control focused, so that a keyboard user goes on from there.
 */
export function useAnchoredEntries(
  kind: SupportEntryKind,
  opensFor: (anchoredId: string) => readonly string[],
): { anchored: string | null; opened: string[]; setOpened: (values: string[]) => void } {
  const anchored = useEntryAnchor(kind);
  const [opened, setOpened] = useState<string[]>(() => (anchored ? [...opensFor(anchored)] : []));
  const [openedFor, setOpenedFor] = useState(anchored);
  if (anchored !== openedFor) {
    setOpenedFor(anchored);
    if (anchored) setOpened([...new Set([...opened, ...opensFor(anchored)])]);
  }

  useEffect(() => {
    if (!anchored) return;
    const element = document.getElementById(entryAnchor(kind, anchored));
    if (!element) return;
    element.scrollIntoView({ block: 'start' });
    (element.querySelector<HTMLElement>('[data-anchor-focus]') ?? element).focus({ preventScroll: true });
  }, [kind, anchored]);

  return { anchored, opened, setOpened };
}
