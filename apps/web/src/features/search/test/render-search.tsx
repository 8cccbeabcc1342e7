import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { LOCAL_KEYS } from '../../../lib/storage';
import type { Session } from '../../auth';
import type { UiLanguage } from '../../../lib/i18n/language';
import { renderWithApp, signedInSession } from '../../../test/render';
import { HeaderSearchTrigger, MobileSearchTrigger } from '../components/SearchTrigger';

/** The ship-to of signedInSession's user. */
export const SHIP_TO_ID = '0000100001';

/** Every section the overlay searches, enabled portal-wide with value '1'. */
export const SEARCH_SECTIONS = ['Catalogue', 'Marketing Materials', 'Support', 'News & Articles'].map(
  (label) => ({ label, value: '1' }),
);

/** A user with Catalogue, Marketing Materials and Support on the chosen ship-to. */
export const fullSession = () => signedInSession(['Catalogue', 'Marketing Materials', 'Support']);

function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

/** Renders the header's search box (or the mobile bar's button) at `path`, the ship-to chosen. */
export async function renderSearch(
  options: { session?: Session; path?: string; variant?: 'header' | 'mobile'; language?: UiLanguage } = {},
) {
  localStorage.setItem(LOCAL_KEYS.shipToId, SHIP_TO_ID);
  const view = await renderWithApp(
    <>
      {options.variant === 'mobile' ? (
        <MobileSearchTrigger>Search</MobileSearchTrigger>
      ) : (
        <HeaderSearchTrigger placeholder="Search products, materials, news…" />
      )}
      <Address />
    </>,
    { session: options.session ?? fullSession(), path: options.path, language: options.language },
  );
  return { ...view, address: () => screen.getByTestId('address').textContent };
}

/** Opens the overlay from its trigger and returns the dialog and its search field. */
export async function openOverlay(trigger: RegExp | string = /Search/) {
  await userEvent.click(screen.getByRole('button', { name: trigger }));
  const dialog = await screen.findByRole('dialog', { name: /Search|Cerca/ });
  const input = await within(dialog).findByRole('searchbox');
  return { dialog, input };
}

/** Types a term and presses Enter, which searches at once (spec 1 §4.6). */
export async function searchFor(input: HTMLElement, term: string) {
  await userEvent.clear(input);
  await userEvent.type(input, `${term}{Enter}`);
}
