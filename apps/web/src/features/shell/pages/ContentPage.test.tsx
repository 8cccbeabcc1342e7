import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeServer, json } from '../../../test/fake-server';
import { renderWithApp } from '../../../test/render';
import ContentPage from './ContentPage';

const TERMS = {
  path: 'terms-of-use',
  title: 'Terms of use',
  body:
    '<p>For trade customers.</p><h2>Orders</h2><img src="x" onerror="alert(1)">' +
    '<script>alert(2)</script><a href="javascript:alert(3)">bad</a><a href="/contact">Contact</a>',
  updatedAt: '2026-01-15T09:00:00.000Z',
};

async function renderPage(path: string) {
  const { requests } = fakeServer({}, (url) => {
    if (!url.startsWith('/api/content/v1/pagecontent')) return undefined;
    const asked = new URL(url, 'http://portal').searchParams.get('path');
    return asked === TERMS.path
      ? json(TERMS)
      : json({ statusCode: 404, code: 'NOT_FOUND', message: 'No such page' }, 404);
  });
  const view = await renderWithApp(
    <Routes>
      <Route path="/page/:path" element={<ContentPage />} />
    </Routes>,
    { path },
  );
  return { ...view, requests };
}

describe('internal page (spec 3 §7 pagecontent; /page/{path})', { timeout: 20_000 }, () => {
  it('shows the page with its body sanitised: no script, handler or javascript: link survives', async () => {
    const { container } = await renderPage('/page/terms-of-use');
    const article = await screen.findByRole('article', { name: 'Terms of use' });
    expect(screen.getByRole('heading', { level: 2, name: 'Orders' })).toBeInTheDocument();
    expect(screen.getByText('Last updated on 15.01.2026')).toBeInTheDocument();
    expect(article.querySelector('script, [onerror]')).toBeNull();
    expect(screen.getByText('bad')).not.toHaveAttribute('href');
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(container.innerHTML).not.toContain('alert');
  });

  it('shows the 404 page for a page that does not exist, and does not ask for a path that cannot be one', async () => {
    await renderPage('/page/no-such-page');
    expect(await screen.findByRole('heading', { name: '404: PAGE NOT FOUND' })).toBeInTheDocument();
    const { requests } = await renderPage('/page/Not%20A%20Path');
    expect(await screen.findAllByRole('heading', { name: '404: PAGE NOT FOUND' })).not.toHaveLength(0);
    expect(requests.some((request) => request.url.includes('Not'))).toBe(false);
  });
});
