import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useLatestSearchParams } from './latest-search-params';

function set(key: string, value: string) {
  return (current: URLSearchParams) => {
    current.set(key, value);
    return current;
  };
}

/** Two filters changed before the page renders again, as a busy phone does between two quick inputs. */
function Filters() {
  const [params, update] = useLatestSearchParams();
  const location = useLocation();
  return (
    <>
      <button
        type="button"
        onClick={() => {
          update(set('from', '2025-01-01'), { replace: true });
          update(set('to', '2025-12-31'), { replace: true });
        }}
      >
        both
      </button>
      <button type="button" onClick={() => update(set('brand', 'B1'))}>
        brand
      </button>
      <output data-testid="search">{location.search}</output>
      <output data-testid="from">{params.get('from') ?? ''}</output>
    </>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/reporting', element: <Filters /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('useLatestSearchParams', () => {
  it('keeps both of two changes made before the page renders again', async () => {
    renderAt('/reporting?report=by-month');
    await userEvent.click(screen.getByRole('button', { name: 'both' }));
    expect(screen.getByTestId('search')).toHaveTextContent('?report=by-month&from=2025-01-01&to=2025-12-31');
    await userEvent.click(screen.getByRole('button', { name: 'brand' }));
    expect(screen.getByTestId('search')).toHaveTextContent(
      '?report=by-month&from=2025-01-01&to=2025-12-31&brand=B1',
    );
  });

  it('builds on the address again once it moved elsewhere', async () => {
    const router = renderAt('/reporting?from=2024-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'both' }));
    await act(() => router.navigate('/reporting?report=by-brand'));
    expect(screen.getByTestId('from')).toHaveTextContent('');
    await userEvent.click(screen.getByRole('button', { name: 'brand' }));
    expect(screen.getByTestId('search')).toHaveTextContent('?report=by-brand&brand=B1');
  });
});
