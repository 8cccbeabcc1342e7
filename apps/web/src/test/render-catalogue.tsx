import type { ReactNode } from 'react';
import type { UiLanguage } from '../lib/i18n/language';
import { useLocation } from 'react-router';
import { ALL_SECTIONS_ENABLED, renderWithApp, signedInSession } from './render';
import { fakeServer } from './fake-server';
import { fakeCatalogue, type OperationHandler } from './fake-catalogue';

/** The ship-to of signedInSession, as the ship-to choice stores it. */
export const SHIP_TO = '0000100001';

/** Shows the current address, so tests can read what the screen put there. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders a catalogue screen for a signed-in Catalogue user on SHIP_TO, with the catalogue's GraphQL
 * operations answered by `handlers`; returns the recorded calls.
 */
export async function renderCatalogue(
  ui: ReactNode,
  handlers: Record<string, OperationHandler>,
  options: { path?: string; permissions?: string[]; language?: UiLanguage } = {},
) {
  localStorage.setItem('shipToId', SHIP_TO);
  const catalogue = fakeCatalogue(handlers);
  fakeServer({ sections: ALL_SECTIONS_ENABLED }, catalogue.extra);
  const view = await renderWithApp(
    <>
      {ui}
      <LocationProbe />
    </>,
    {
      session: signedInSession(options.permissions ?? ['Catalogue']),
      path: options.path ?? '/catalog/products',
      namespaces: ['catalogue'],
      language: options.language,
    },
  );
  return { ...catalogue, ...view };
}
