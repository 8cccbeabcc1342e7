import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMountedWhenIdle, whenIdle } from './idle';

function Owner({ opened }: { opened: boolean }) {
  const mounted = useMountedWhenIdle(opened);
  return <p>{mounted ? 'mounted' : 'left out'}</p>;
}

// Issue 16: the products page rendered the closed drawers and the keep-or-new modal with every render of their
// owners, some 40 components each time, before anyone could open them.
describe('a part mounted when the browser is idle', () => {
  // The callbacks waiting for an idle moment, by handle.
  let idle: Map<number, () => void>;
  let handles = 0;
  beforeEach(() => {
    idle = new Map();
    vi.stubGlobal('requestIdleCallback', (run: () => void) => {
      idle.set(++handles, run);
      return handles;
    });
    vi.stubGlobal('cancelIdleCallback', (handle: number) => idle.delete(handle));
  });
  afterEach(() => vi.unstubAllGlobals());
  const runIdle = () => {
    const waiting = [...idle.values()];
    idle.clear();
    waiting.forEach((run) => run());
  };
  const becomeIdle = () => act(runIdle);

  it('is left out of the first renders and mounted once the browser is idle, for good', () => {
    const { rerender } = render(<Owner opened={false} />);
    expect(screen.getByText('left out')).toBeInTheDocument();
    becomeIdle();
    expect(screen.getByText('mounted')).toBeInTheDocument();
    rerender(<Owner opened={false} />);
    expect(screen.getByText('mounted')).toBeInTheDocument();
    expect(idle.size).toBe(0);
  });

  it('is mounted at once when opened before the browser is idle, and stays once closed', () => {
    const { rerender } = render(<Owner opened={false} />);
    rerender(<Owner opened />);
    expect(screen.getByText('mounted')).toBeInTheDocument();
    rerender(<Owner opened={false} />);
    expect(screen.getByText('mounted')).toBeInTheDocument();
  });

  it('runs a task once idle and not after its cancel', () => {
    const ran = vi.fn();
    const cancel = whenIdle(ran);
    cancel();
    runIdle();
    expect(ran).not.toHaveBeenCalled();
    whenIdle(ran);
    runIdle();
    expect(ran).toHaveBeenCalledOnce();
  });

  it('falls back to a short timer where the browser has no idle callbacks', () => {
    vi.unstubAllGlobals();
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    try {
      const ran = vi.fn();
      whenIdle(ran);
      expect(ran).not.toHaveBeenCalled();
      vi.advanceTimersByTime(200);
      expect(ran).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });
});
