import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { fakeServer } from '../../../test/fake-server';
import { COUNTER_DEBOUNCE_MS, QuantityCounter } from './QuantityCounter';

async function renderCounter(props: Partial<Parameters<typeof QuantityCounter>[0]> = {}) {
  fakeServer();
  const onChange = vi.fn();
  const onDraft = vi.fn();
  await renderWithApp(
    <QuantityCounter label="Layers" value={0} onChange={onChange} onDraft={onDraft} {...props} />,
    {
      namespaces: ['cart'],
    },
  );
  await screen.findByRole('textbox', { name: props.label ?? 'Layers' });
  vi.useFakeTimers();
  return { onChange, onDraft };
}

const settle = () => act(() => vi.advanceTimersByTime(COUNTER_DEBOUNCE_MS));

// spec 2 §5 "Quantity counter" and spec 2 §9 "Counter debounce 300 ms".
describe('QuantityCounter', () => {
  afterEach(() => vi.useRealTimers());

  it('sends one change 300 ms after the last click, with every click as a draft', async () => {
    const { onChange, onDraft } = await renderCounter();
    const more = screen.getByRole('button', { name: 'One more: Layers' });
    fireEvent.click(more);
    fireEvent.click(more);
    fireEvent.click(more);
    expect(onDraft.mock.calls).toEqual([[1], [2], [3]]);
    act(() => vi.advanceTimersByTime(COUNTER_DEBOUNCE_MS - 1));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange.mock.calls).toEqual([[3]]);
  });

  it('turns NaN into the minimum, caps at the maximum and reads at most 10 characters', async () => {
    const { onChange } = await renderCounter({ value: 4, min: 0, max: 50 });
    const input = screen.getByRole('textbox', { name: 'Layers' });
    expect(input).toHaveAttribute('maxlength', '10');
    fireEvent.change(input, { target: { value: 'abc' } });
    settle();
    expect(onChange).toHaveBeenLastCalledWith(0);
    expect(input).toHaveValue('0');
    fireEvent.change(input, { target: { value: '75' } });
    settle();
    expect(onChange).toHaveBeenLastCalledWith(50);
    expect(input).toHaveValue('50');
  });

  it('disables the buttons at the limits and keeps the wholesale pallet minimum of 20', async () => {
    const { onChange } = await renderCounter({ label: 'Pallets', value: 20, min: 20, max: 21 });
    expect(screen.getByRole('button', { name: 'One less: Pallets' })).toBeDisabled();
    const input = screen.getByRole('textbox', { name: 'Pallets' });
    fireEvent.change(input, { target: { value: '5' } });
    settle();
    // 5 is below the minimum of 20: it becomes 20, the value already in the cart, so nothing is sent.
    expect(onChange).not.toHaveBeenCalled();
    expect(input).toHaveValue('20');
    fireEvent.click(screen.getByRole('button', { name: 'One more: Pallets' }));
    expect(screen.getByRole('button', { name: 'One more: Pallets' })).toBeDisabled();
    settle();
    expect(onChange).toHaveBeenLastCalledWith(21);
  });

  it('goes from 0 straight to the minimum of 20 pallets, and back to 0 only when typed', async () => {
    const { onChange } = await renderCounter({ label: 'Pallets', value: 0, min: 20, max: 40 });
    fireEvent.click(screen.getByRole('button', { name: 'One more: Pallets' }));
    settle();
    expect(onChange).toHaveBeenLastCalledWith(20);
    expect(screen.getByRole('button', { name: 'One less: Pallets' })).toBeDisabled();
    fireEvent.change(screen.getByRole('textbox', { name: 'Pallets' }), { target: { value: '0' } });
    settle();
    expect(onChange).toHaveBeenLastCalledWith(0);
  });

  it('hides the buttons and locks the input when blocked', async () => {
    await renderCounter({ blocked: true });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Layers' })).toHaveAttribute('readonly');
  });
});
