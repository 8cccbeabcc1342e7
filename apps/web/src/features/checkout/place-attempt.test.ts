import { describe, expect, it } from 'vitest';
import { PlaceAttempt } from './place-attempt';

describe('PlaceAttempt (DESIGN §6 idempotent placing)', () => {
  it('keeps one key for every retry of an attempt and makes a new one after a definite answer', () => {
    let made = 0;
    const attempt = new PlaceAttempt(() => `key-${++made}`);
    expect(attempt.key()).toBe('key-1');
    expect(attempt.key()).toBe('key-1');
    attempt.settle();
    expect(attempt.key()).toBe('key-2');
  });

  it('makes random keys by default', () => {
    expect(new PlaceAttempt().key()).not.toBe(new PlaceAttempt().key());
  });
});
