import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import {
  COUNTER_MAX,
  COUNTER_MAX_LENGTH,
  COUNTER_MIN,
  counterButtons,
  normaliseCounter,
} from '@spina/domain';
import classes from './QuantityCounter.module.css';

/**
 * A counter value within its limits (spec 2 §5). 0 stays 0 even above a minimum: it means "not in the cart",
 * and a wholesale pallet counter goes from 0 straight to its minimum of 20.
 */
export function counterValue(raw: unknown, min: number, max: number): number {
  const value = normaliseCounter(raw, { min: COUNTER_MIN, max });
  return value === 0 ? 0 : Math.max(min, value);
}

/** The wait before a counter's change is sent (spec 2 §9: counter debounce 300 ms). */
export const COUNTER_DEBOUNCE_MS = 300;

type QuantityCounterProps = {
  /** What the counter counts, read by screen readers and shown above it ('Layers'). */
  label: string;
  value: number;
  min?: number;
  max?: number;
  /** Hides the buttons and locks the input (spec 2 §5 blocked mode). */
  blocked?: boolean;
  /** Every edit as it is typed or clicked, before the debounce (the mini cart's 'Update cart'). */
  onDraft?: (value: number) => void;
  /** The settled value, 300 ms after the last edit; not called when it equals the last value known. */
  onChange?: (value: number) => void;
};

/**
 * A quantity counter (spec 2 §5): an integer of at most 10 characters, NaN or below the minimum becomes the
 * minimum, above the maximum the maximum; the change is emitted 300 ms after the last edit; the buttons are
 * disabled at the limits and hidden when blocked.
 */
export function QuantityCounter({
  label,
  value,
  min = COUNTER_MIN,
  max = COUNTER_MAX,
  blocked = false,
  onDraft,
  onChange,
}: QuantityCounterProps) {
  const { t } = useTranslation('cart');
  const [text, setText] = useState(String(value));
  const timer = useRef<number | undefined>(undefined);
  const settled = useRef(value);

  // A new value from the server replaces what is shown, unless an edit is still waiting to be sent.
  useEffect(() => {
    settled.current = value;
    if (timer.current === undefined) setText(String(value));
  }, [value]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const edit = (next: number, shown = String(next)) => {
    setText(shown);
    onDraft?.(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      timer.current = undefined;
      setText(String(next));
      if (next === settled.current) return;
      // The sent value counts as settled, so that going back to the server's value is sent too.
      settled.current = next;
      onChange?.(next);
    }, COUNTER_DEBOUNCE_MS);
  };

  const current = counterValue(text, min, max);
  const buttons = counterButtons(current, { min: current === 0 ? 0 : min, max, blocked });
  return (
    <div className={classes.counter} role="group" aria-label={label}>
      {buttons.visible && (
        <button
          type="button"
          className={`${classes.step} ${classes.decrease}`}
          aria-label={t('counter.decrease', { label })}
          disabled={!buttons.canDecrement}
          onClick={() => edit(counterValue(current - 1, min, max))}
        ></button>
      )}
      <input
        type="text"
        className={classes.input}
        aria-label={label}
        value={text}
        inputMode="numeric"
        maxLength={COUNTER_MAX_LENGTH}
        readOnly={blocked}
        onChange={(event) => {
          const typed = event.currentTarget.value.replace(/\D/g, '');
          edit(counterValue(typed, min, max), typed);
        }}
        onBlur={() => setText(String(current))}
      />
      {buttons.visible && (
        <button
          type="button"
          className={`${classes.step} ${classes.increase}`}
          aria-label={t('counter.increase', { label })}
          disabled={!buttons.canIncrement}
          onClick={() => edit(counterValue(current + 1, min, max))}
        ></button>
      )}
    </div>
  );
}
