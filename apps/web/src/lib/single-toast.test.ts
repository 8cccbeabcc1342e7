import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createSingleToast } from './single-toast';

describe('a single toast', () => {
  it('shows the newest, and a late dismissal of an older one leaves the newer shown', () => {
    const toast = createSingleToast<{ text: string }>();
    const { result } = renderHook(() => toast.use());
    expect(result.current).toBeNull();
    act(() => toast.show({ text: 'first' }));
    const first = result.current!;
    act(() => toast.show({ text: 'second' }));
    expect(result.current?.text).toBe('second');
    act(() => toast.dismiss(first.id));
    expect(result.current?.text).toBe('second');
    act(() => toast.dismiss(result.current!.id));
    expect(result.current).toBeNull();
  });

  it('keeps each toast apart from the others', () => {
    const one = createSingleToast<{ text: string }>();
    const other = createSingleToast<{ text: string }>();
    const { result } = renderHook(() => other.use());
    act(() => one.show({ text: 'elsewhere' }));
    expect(result.current).toBeNull();
  });
});
