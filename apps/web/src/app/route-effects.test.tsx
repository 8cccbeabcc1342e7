import { act, waitFor } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { usePageTitle } from '../lib/page-title';
import { renderWithApp } from '../test/render';
import type { RouteMeta } from './route-meta';
import { useRouteEffects } from './route-effects';

const productRoute: RouteMeta = {
  name: 'productsDetail',
  requireAuthentication: true,
  permission: 'Catalogue',
  layout: 'default',
  noPortalChrome: false,
  isUserVerification: false,
  hideFooter: false,
  title: 'routes.productsDetail',
  breadcrumb: [],
};

function Frame({ children }: { children: ReactNode }) {
  useRouteEffects(productRoute);
  return children;
}

function NamedPage({ name }: { name: string }) {
  usePageTitle(name);
  return null;
}

let showPage: (shown: boolean) => void = () => undefined;
function Screen() {
  const [shown, setShown] = useState(true);
  showPage = setShown;
  return <Frame>{shown && <NamedPage name="Birra Chiarà Weiss 50 cl" />}</Frame>;
}

// Issue 8 finding 13: every product tab was titled 'Prodotto | Spina'.
describe('the page title (spec 1 §2.2: set from the route, falling back to a default)', () => {
  it('names the tab after what the page shows, and after the route once that page is gone', async () => {
    await renderWithApp(<Screen />, { language: 'it', path: '/catalog/10220401' });
    await waitFor(() => expect(document.title).toBe('Birra Chiarà Weiss 50 cl | Spina'));
    act(() => showPage(false));
    await waitFor(() => expect(document.title).toBe('Prodotto | Spina'));
  });
});
