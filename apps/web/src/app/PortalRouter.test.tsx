import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense, type ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Link, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { NavigationProgress } from '../features/shell';
import { createI18n } from '../lib/i18n';
import { PortalRouter } from './PortalRouter';

type PageModule = { default: ComponentType };
let arrive: (module: PageModule) => void = () => undefined;
const SlowPage = lazy(
  () =>
    new Promise<PageModule>((resolve) => {
      arrive = resolve;
    }),
);

async function renderPortal() {
  const { i18n, ready } = createI18n('it');
  await ready;
  await i18n.loadNamespaces(['shell']);
  return render(
    <I18nextProvider i18n={i18n}>
      <PortalRouter>
        <NavigationProgress />
        <Suspense fallback={<p>fallback</p>}>
          <Routes>
            <Route
              path="/"
              element={
                <>
                  <h1>Home</h1>
                  <Link to="/orders">Ordini</Link>
                </>
              }
            />
            <Route path="/orders" element={<SlowPage />} />
          </Routes>
        </Suspense>
      </PortalRouter>
    </I18nextProvider>,
  );
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('a navigation under way', () => {
  it('keeps the last page in view and says the next one is loading, until its code arrives', async () => {
    await renderPortal();
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Ordini' }));
    expect(window.location.pathname).toBe('/orders');
    expect(await screen.findByRole('progressbar', { name: 'Caricamento della pagina…' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByText('fallback')).not.toBeInTheDocument();

    await act(async () => arrive({ default: () => <h1>I miei ordini</h1> }));
    expect(await screen.findByRole('heading', { name: 'I miei ordini' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    // Back to a page whose code is there: no bar at any moment.
    await act(async () => window.history.back());
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
