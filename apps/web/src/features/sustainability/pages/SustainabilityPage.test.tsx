import { screen, within } from '@testing-library/react';
import { SUSTAINABILITY_PATHS, type SustainabilityEntry } from '@spina/domain';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeServer, json } from '../../../test/fake-server';
import { renderWithApp } from '../../../test/render';
import SustainabilityPage from './SustainabilityPage';

const entry = (
  id: string,
  location: SustainabilityEntry['location'],
  position: number,
  path: string | null = null,
): SustainabilityEntry => ({
  id,
  path,
  location,
  position,
  title: `Title ${id}`,
  summary: `Summary ${id}`,
  body: `<p>Body ${id}</p>`,
  image: null,
});

// Shuffled on purpose: the page shows each location by position (spec 3 §3).
const ENTRIES = [
  entry('water', 'Category', 1, 'water'),
  entry('welcome', 'LandingPage', 0),
  entry('lights', 'Checklist', 1),
  entry('energy', 'Category', 0, 'energy'),
  entry('fridges', 'Checklist', 0),
];

function serve() {
  return fakeServer({}, (url) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    if (pathname === `/api/content/v1/${SUSTAINABILITY_PATHS.entries}`) return json({ results: ENTRIES });
    if (pathname === `/api/content/v1/${SUSTAINABILITY_PATHS.subcontent}`) {
      const category = ENTRIES.find((candidate) => candidate.path === searchParams.get('path'));
      return category
        ? json({ entry: category, results: [entry('tip', 'Category', 0)] })
        : json({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }, 404);
    }
    return undefined;
  });
}

const render = (path: string) =>
  renderWithApp(
    <Routes>
      <Route path="/sustainability/:path?" element={<SustainabilityPage />} />
    </Routes>,
    { path, namespaces: ['sustainability'], language: 'en' },
  );
const sustainabilityCalls = (server: ReturnType<typeof serve>) =>
  server.requests.filter((request) => request.url.includes('/becameupcoming/'));

afterEach(() => localStorage.clear());

describe('SustainabilityPage (spec 1 §2.2 sustainability; spec 3 §3, §7, §9)', { timeout: 30_000 }, () => {
  it('opens with the landing entry, then the categories and the checklist by position', async () => {
    serve();
    await render('/sustainability');
    expect(await screen.findByRole('heading', { level: 1, name: 'Title welcome' })).toBeInTheDocument();
    const categories = screen.getByRole('list', { name: 'Where to start' });
    expect(
      within(categories)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Title energy', 'Title water']);
    expect(within(categories).getByRole('link', { name: 'Read about Title energy' })).toHaveAttribute(
      'href',
      '/sustainability/energy',
    );
    const checklist = screen.getByRole('heading', {
      level: 2,
      name: 'Checklist for your venue',
    }).parentElement!;
    expect([...checklist.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Title fridgesSummary fridges',
      'Title lightsSummary lights',
    ]);
  });

  it('keeps the entries in the becomeSustainable cache and shows them from it on the next visit', async () => {
    const first = serve();
    const view = await render('/sustainability');
    await screen.findByRole('heading', { level: 1, name: 'Title welcome' });
    expect(sustainabilityCalls(first)).toHaveLength(1);
    expect(localStorage.getItem('becomeSustainable-cache')).toContain('Title welcome');
    view.unmount();

    const second = serve();
    await render('/sustainability');
    expect(await screen.findByRole('heading', { level: 1, name: 'Title welcome' })).toBeInTheDocument();
    expect(sustainabilityCalls(second)).toEqual([]);
  });

  it('shows a category with its subcontent, and an unknown one as not found', async () => {
    serve();
    const view = await render('/sustainability/energy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Title energy' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Title tip' })).toBeInTheDocument();
    view.unmount();

    await render('/sustainability/coal');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
