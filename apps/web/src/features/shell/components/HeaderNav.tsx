import { Button, Group, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useLocation } from 'react-router';
import type { MenuEntry } from '@spina/domain';
import { isExternalHref } from '../../../lib/links';
import { AppLink } from '../../../components/ui/app-link';
import { DropdownButton } from './DropdownButton';
import classes from '../shell.module.css';

/** The menu entry styled gold and always shown, even on small screens (spec 1 §2.3). */
export const CREATE_ORDER_ENTRY = 'create an order';

export const isCreateOrderEntry = (entry: MenuEntry) =>
  entry.name.trim().toLowerCase() === CREATE_ORDER_ENTRY;

function NewWindowHint({ href }: { href: string }) {
  const { t } = useTranslation('shell');
  return isExternalHref(href) ? <VisuallyHidden> {t('opensInNewWindow')}</VisuallyHidden> : null;
}

// Dropdowns need the menu and positioning code, which visitors' menus (plain links) never use.
const HeaderDropdown = lazy(() => import('./HeaderDropdown'));

function DropdownEntry({ entry }: { entry: MenuEntry }) {
  return (
    <Suspense fallback={<DropdownButton label={entry.label} />}>
      <HeaderDropdown entry={entry} />
    </Suspense>
  );
}

function LinkEntry({ entry, href }: { entry: MenuEntry; href: string }) {
  const { pathname } = useLocation();
  const gold = isCreateOrderEntry(entry);
  return (
    <Button
      component={AppLink}
      href={href}
      variant={gold ? 'filled' : 'subtle'}
      color={gold ? 'gold.4' : 'dark'}
      autoContrast={gold}
      className={gold ? classes.createOrder : undefined}
      aria-current={pathname === href ? 'page' : undefined}
      visibleFrom={gold ? undefined : 'sm'}
    >
      {entry.label}
      <NewWindowHint href={href} />
    </Button>
  );
}

/**
 * The menu of the header (spec 1 §2.3): entries with children open a dropdown, the others are links; links
 * beginning with http or https open in a new window. Only 'create an order' stays on small screens.
 */
export function HeaderNav({ entries }: { entries: MenuEntry[] }) {
  const { t } = useTranslation('shell');
  return (
    <Group component="nav" aria-label={t('header.mainNavigation')} gap={4} wrap="wrap">
      {entries.map((entry) => {
        if (entry.children.length > 0) {
          return (
            <Group key={entry.name} visibleFrom="sm" gap={0}>
              <DropdownEntry entry={entry} />
            </Group>
          );
        }
        if (entry.href === null) {
          // spec 1 §8: a dropdown title without a route path is only logged.
          console.warn(`Menu entry "${entry.name}" has neither a link nor children`);
          return null;
        }
        return <LinkEntry key={entry.name} entry={entry} href={entry.href} />;
      })}
    </Group>
  );
}
