import { describe, expect, it } from 'vitest';
import { jsonBytes } from './json-bytes';

const asJson = (value: unknown) => Buffer.from(JSON.stringify(value) ?? 'null').toString('utf8');

describe('jsonBytes', () => {
  it('writes what JSON.stringify writes, in UTF-8', () => {
    const samples: unknown[] = [
      null,
      0,
      -1.5,
      'plain',
      'Ěščřž – àèìòù × °',
      '"quoted" \\ and \n new line \u0000',
      [],
      {},
      [1, 'two', null, { three: [3] }],
      {
        data: { cart: { items: [{ id: '1', name: 'Birra Č' }], total: 12.5 }, empty: [] },
        errors: undefined,
      },
      { skipped: undefined, fn: () => 1, kept: true },
      [undefined, () => 1, Symbol('s'), 'kept'],
      { when: new Date(Date.UTC(2026, 10, 29)), nested: { toJSON: () => 'own' } },
      Object.assign(Object.create(null) as object, { nullPrototype: 'yes' }),
    ];
    for (const value of samples) expect(jsonBytes(value).toString('utf8')).toBe(asJson(value));
  });

  it('grows past its first buffer and is not disturbed by the answer before', () => {
    const large = { items: Array.from({ length: 3000 }, (_, index) => ({ index, name: 'Ž'.repeat(200) })) };
    const first = jsonBytes(large);
    const second = jsonBytes({ small: true });
    expect(first.toString('utf8')).toBe(asJson(large));
    expect(first.length).toBeGreaterThan(1 << 20);
    expect(second.toString('utf8')).toBe('{"small":true}');
    expect(jsonBytes(large).equals(first)).toBe(true);
  });
});
