import type { MarketingMaterial } from '@spina/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, json } from '../../../test/fake-server';
import { ALL_SECTIONS_ENABLED, renderWithApp, signedInSession } from '../../../test/render';
import MarketingMaterialsPage from './MarketingMaterialsPage';

const API = '/api/content/v1/downloadmaterial';

const material = (id: number, brand: string, folder: string): MarketingMaterial => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  name: `${brand} ${folder}`,
  folder,
  brand: { id: brand.toLowerCase(), name: brand },
  publishedAt: '2026-11-0' + id + 'T08:00:00.000Z',
  file: {
    link: `${API}/x${id}/file`,
    metadata: { mimeType: 'application/pdf', size: 1024, fileName: 'a.pdf' },
  },
});

const page = (results: MarketingMaterial[]) => ({ results, total: results.length, offset: 0, limit: 24 });
const folders = (...names: string[]) => ({ results: names.map((name) => ({ name, count: 1 })) });

describe('Marketing materials while other filters are read (spec 3 §2 marketingMaterials)', () => {
  it("keeps the last materials and folders in view, marked busy, until the next brand's come", async () => {
    const held: Array<() => void> = [];
    /** Answers `other` at once, or `frizza` for the brand Frizzà once the test lets it. */
    const answer = (query: URLSearchParams, other: unknown, frizza: unknown) =>
      query.get('brandId') !== 'frizza'
        ? json(other)
        : new Promise<Response>((resolve) => held.push(() => resolve(json(frizza))));
    fakeServer({ sections: ALL_SECTIONS_ENABLED }, (url) => {
      const asked = new URL(url, 'http://localhost');
      const query = asked.searchParams;
      if (asked.pathname === API) {
        return answer(
          query,
          page([material(1, 'Valtorre', 'Posters')]),
          page([material(2, 'Frizzà', 'Menus')]),
        );
      }
      if (asked.pathname === `${API}/GetAllDMFolders`)
        return answer(query, folders('Posters'), folders('Menus'));
      if (asked.pathname === `${API}/GetAllBrandsAsync`) {
        return json({ results: [{ id: 'frizza', name: 'Frizzà', count: 1 }] });
      }
      return undefined;
    });
    await renderWithApp(<MarketingMaterialsPage />, {
      session: signedInSession(['Marketing Materials']),
      path: '/marketing-materials',
      namespaces: ['marketing'],
    });
    const list = await screen.findByRole('list', { name: 'Materials' });
    const folderGroup = screen.getByRole('group', { name: 'Folders' });
    await within(folderGroup).findByText('Posters (1)');
    expect(list).toHaveAttribute('aria-busy', 'false');
    expect(folderGroup).toHaveAttribute('aria-busy', 'false');

    await userEvent.click(screen.getByRole('combobox', { name: 'Brand' }));
    // The dropdown is still in its opening transition for jsdom: its options count as hidden.
    await userEvent.click(await screen.findByRole('option', { name: 'Frizzà (1)', hidden: true }));
    await waitFor(() => expect(held).toHaveLength(2));
    expect(screen.getByRole('list', { name: 'Materials' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('group', { name: 'Folders' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Valtorre Posters')).toBeTruthy();
    expect(screen.getByText('Posters (1)')).toBeTruthy();

    for (const release of held) release();
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Materials' })).toHaveAttribute('aria-busy', 'false'),
    );
    expect(screen.getByRole('group', { name: 'Folders' })).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByText('Frizzà Menus')).toBeTruthy();
    expect(screen.getByText('Menus (1)')).toBeTruthy();
    expect(screen.queryByText('Valtorre Posters')).toBeNull();
  });
});
