import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_LIMITS } from '@spina/domain';
import { SESSION_KEYS } from '../../../lib/storage';
import { SEARCH_RESULTS_EVENT, type SearchResultsDetail } from '../search-analytics';
import { fakeSearchServer, material, product, type FakeSearchContent } from '../test/fake-search-server';
import { openOverlay, renderSearch, searchFor, SEARCH_SECTIONS } from '../test/render-search';

const content: FakeSearchContent = {
  sections: SEARCH_SECTIONS,
  products: [
    product('LAG-1', 'Aurora Lager 33 cl'),
    product('LAG-2', 'Aurora Lager 66 cl'),
    product('KEG-1', 'Keg Rossa'),
  ],
  materials: ['Poster Lager', 'Listino Lager', 'Logo Lager', 'Menu Lager'].map((name, index) =>
    material(`m${index}`, name),
  ),
};

afterEach(() => {
  vi.useRealTimers();
});

const productSearches = (calls: ReturnType<typeof fakeSearchServer>['calls']) =>
  calls.filter((call) => call.path === 'products').map((call) => call.variables?.search);

describe('closing the overlay (spec 1 §4.6)', () => {
  it('Cancel clears the term, drops the search (and the page) from the products list and gives focus back', async () => {
    fakeSearchServer(content);
    const { address } = await renderSearch({ path: '/catalog/products?search=lager&brand=b1&page=3' });
    const { dialog, input } = await openOverlay();
    await searchFor(input, 'lager');
    await within(dialog).findAllByRole('tab');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(address()).toBe('/catalog/products?brand=b1');
    await waitFor(() => expect(screen.getByRole('button', { name: /Search products/ })).toHaveFocus());

    const reopened = await openOverlay();
    expect(reopened.input).toHaveValue('');
    expect(within(reopened.dialog).queryByRole('tab')).not.toBeInTheDocument();
  });

  it('Escape closes it the same way', async () => {
    fakeSearchServer(content);
    const { address } = await renderSearch({ path: '/catalog/products?search=lager' });
    const { input } = await openOverlay();
    await userEvent.type(input, 'keg');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(address()).toBe('/catalog/products');
  });

  it('leaves other pages alone, and following a result closes it without touching the query', async () => {
    fakeSearchServer(content);
    const { address } = await renderSearch({ path: '/news?search=lager' });
    const first = await openOverlay();
    await userEvent.click(within(first.dialog).getByRole('button', { name: 'Cancel' }));
    expect(address()).toBe('/news?search=lager');

    const { dialog, input } = await openOverlay();
    await searchFor(input, 'lager');
    await userEvent.click(await within(dialog).findByRole('link', { name: /Aurora Lager 66 cl/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(address()).toBe('/catalog/LAG-2');
  });

  it('the reset icon empties the field and returns to the default view', async () => {
    fakeSearchServer(content);
    await renderSearch();
    const { dialog, input } = await openOverlay();
    await searchFor(input, 'lager');
    await within(dialog).findAllByRole('tab');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear the search' }));
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(within(dialog).queryByRole('tab')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'Recent searches' })).toHaveTextContent('lager');
  });
});

describe('typing waits, Enter does not (spec 1 §4.6, §9)', () => {
  it.each([
    [SEARCH_LIMITS.headerDebounceMs, 'header' as const],
    [SEARCH_LIMITS.mobileDebounceMs, 'mobile' as const],
  ])('searches %i ms after the last keystroke in the %s overlay', async (wait, variant) => {
    const { calls } = fakeSearchServer(content);
    await renderSearch({ variant });
    const { dialog, input } = await openOverlay();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(input, { target: { value: 'lag' } });
    act(() => vi.advanceTimersByTime(wait - 1));
    fireEvent.change(input, { target: { value: 'lager' } });
    act(() => vi.advanceTimersByTime(wait - 1));
    expect(productSearches(calls)).not.toContain('lager');
    expect(sessionStorage.getItem(SESSION_KEYS.searchHistory)).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEYS.searchHistory)!)).toEqual(['lager']);
    expect(productSearches(calls)).not.toContain('lag');
    vi.useRealTimers();
    expect(await within(dialog).findByRole('tab', { name: 'Products (2)' })).toBeInTheDocument();
  });

  it('Enter searches at once', async () => {
    fakeSearchServer(content);
    await renderSearch();
    const { dialog, input } = await openOverlay();
    await userEvent.type(input, 'keg{Enter}');
    expect(await within(dialog).findByRole('tab', { name: 'Products (1)' })).toBeInTheDocument();
  });
});

describe('the mobile overlay (spec 1 §2.5, §2.6)', () => {
  it('opens full screen from the bottom bar with a carousel of products and 2 marketing materials', async () => {
    sessionStorage.setItem(SESSION_KEYS.searchHistory, JSON.stringify(['lager']));
    fakeSearchServer(content);
    await renderSearch({ variant: 'mobile' });
    const { dialog } = await openOverlay(/^Search$/);
    const carousel = await within(dialog).findByRole('region', { name: 'Products' });
    expect(within(carousel).getAllByRole('link')).toHaveLength(2);
    expect(carousel.querySelector('[aria-roledescription="carousel"]')).not.toBeNull();
    const materials = await within(dialog).findByRole('region', { name: 'Marketing materials' });
    expect(within(materials).getAllByRole('link')).toHaveLength(2);
  });
});

describe('failures, loading and analytics', () => {
  it("says 'Search is not available right now' when a search fails, and shows what the others found", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fakeSearchServer({ ...content, failing: ['products'] });
    await renderSearch();
    const { dialog, input } = await openOverlay();
    await searchFor(input, 'lager');
    expect(await within(dialog).findByRole('tab', { name: 'Marketing materials (4)' })).toBeInTheDocument();
    expect(within(dialog).getAllByText('Search is not available right now').length).toBeGreaterThan(0);
    expect(within(dialog).queryByText('No Result Found')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('The products search failed', expect.anything());
  });

  it('marks the results busy while searching', async () => {
    const { resume } = fakeSearchServer({ ...content, paused: true });
    await renderSearch();
    const { dialog, input } = await openOverlay();
    await userEvent.type(input, 'lager{Enter}');
    const results = within(dialog).getByRole('region', { name: 'Results for “lager”' });
    expect(results).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).getByText('Searching…')).toBeInTheDocument();
    resume();
    await waitFor(() => expect(results).toHaveAttribute('aria-busy', 'false'));
    expect(within(dialog).getByText('6 results found')).toBeInTheDocument();
  });

  it(`dispatches ${SEARCH_RESULTS_EVENT} with the term and counts 2 s after the results change`, async () => {
    const events: SearchResultsDetail[] = [];
    const listener = (event: CustomEvent<SearchResultsDetail>) => events.push(event.detail);
    window.addEventListener(SEARCH_RESULTS_EVENT, listener);
    try {
      fakeSearchServer(content);
      await renderSearch();
      const { dialog, input } = await openOverlay();
      // The clock stands still from here: the results' timer is due exactly analyticsDelayMs after they showed.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      fireEvent.change(input, { target: { value: 'lager' } });
      fireEvent.submit((input as HTMLInputElement).form!);
      // The query client notifies through setTimeout(0): run what is due now, never moving the clock, until the
      // results show (vi.waitFor would move it, and Testing Library's waitFor needs a running clock).
      const shown = () =>
        within(dialog).queryByRole('tab', { name: 'Products (2)' }) !== null &&
        within(dialog).queryByRole('tab', { name: 'Marketing materials (4)' }) !== null;
      while (!shown()) {
        await act(() => vi.advanceTimersByTimeAsync(0));
        await new Promise((resolve) => setImmediate(resolve));
      }
      act(() => vi.advanceTimersByTime(SEARCH_LIMITS.analyticsDelayMs - 1));
      expect(events).toEqual([]);
      act(() => vi.advanceTimersByTime(1));
      expect(events).toHaveLength(1);
      expect(events[0]).toEqual({
        term: 'lager',
        counts: { products: 2, marketingMaterials: 4, news: 0, support: 0 },
      });
    } finally {
      window.removeEventListener(SEARCH_RESULTS_EVENT, listener);
    }
  });

  it('moves from the field to the first result with the arrow down key', async () => {
    fakeSearchServer(content);
    await renderSearch();
    const { dialog, input } = await openOverlay();
    await searchFor(input, 'lager');
    const tab = await within(dialog).findByRole('tab', { name: 'Products (2)' });
    await userEvent.keyboard('{ArrowDown}');
    expect(tab).toHaveFocus();
  });
});
