import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent } from './lazy-component';

const Page = () => <p>page</p>;

function renderInSuspense(Lazy: React.ComponentType) {
  const fallback = vi.fn(() => <p>loading</p>);
  const Fallback = fallback;
  render(
    <Suspense fallback={<Fallback />}>
      <Lazy />
    </Suspense>,
  );
  return fallback;
}

// Issue 16: the first page's code was loaded at start, yet the page suspended once and React held it back for
// 300 ms behind the loader, with its calls to the server.
describe('a lazy component', () => {
  it('renders at once, without its fallback, when its code was preloaded', async () => {
    const Lazy = lazyComponent(() => Promise.resolve({ default: Page }));
    await Lazy.preload();
    const fallback = renderInSuspense(Lazy);
    expect(screen.getByText('page')).toBeInTheDocument();
    expect(fallback).not.toHaveBeenCalled();
  });

  it('shows its fallback while code that was not preloaded loads, then the component', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Page }));
    const Lazy = lazyComponent(load);
    const fallback = renderInSuspense(Lazy);
    expect(fallback).toHaveBeenCalled();
    expect(await screen.findByText('page')).toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
  });

  it('loads its code once, however often it is preloaded', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Page }));
    const Lazy = lazyComponent(load);
    await Promise.all([Lazy.preload(), Lazy.preload()]);
    renderInSuspense(Lazy);
    expect(load).toHaveBeenCalledOnce();
  });

  it('asks again after a failed preload, so a later render can still load it', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Page }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: Page });
    const Lazy = lazyComponent(load);
    await expect(Lazy.preload()).rejects.toThrow('offline');
    await Lazy.preload();
    const fallback = renderInSuspense(Lazy);
    expect(screen.getByText('page')).toBeInTheDocument();
    expect(fallback).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads ahead without a rejection left unhandled when prefetched, and asks again later after a failure', async () => {
    const load = vi.fn<() => Promise<{ default: typeof Page }>>().mockRejectedValue(new Error('offline'));
    const Lazy = lazyComponent(load);
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    Lazy.prefetch();
    await vi.waitFor(() => expect(load).toHaveBeenCalledOnce());
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    await expect(Lazy.preload()).rejects.toThrow('offline');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
