import { describe, expect, it } from 'vitest';
import { chosenPaymentCode, groupPaymentOptions, type PaymentOption } from './payment-groups';

const option = (code: string, group: number, isDefault = false): PaymentOption => ({
  code,
  group,
  title: code,
  isDefault,
});

describe('payment-term groups (spec 2 §9)', () => {
  it('groups the payer’s terms 1 to 6 in the spec’s order, days ascending within a group', () => {
    const groups = groupPaymentOptions([
      option('RC60', 6),
      option('IG30', 5),
      option('IC30', 5, true),
      option('2C60', 2),
      option('2000', 1),
      option('3C10', 1),
      option('2C30', 2),
      option('2G10', 4),
      option('1C15', 3),
    ]);
    expect(groups.map((group) => [group.group, group.options.map((entry) => entry.code)])).toEqual([
      [1, ['2000', '3C10']],
      [2, ['2C30', '2C60']],
      [3, ['1C15']],
      [4, ['2G10']],
      [5, ['IC30', 'IG30']],
      [6, ['RC60']],
    ]);
  });

  it('places a term by the spec’s catalogue, whatever group the answer gave', () => {
    expect(groupPaymentOptions([option('1C30', 9)])).toEqual([{ group: 3, options: [option('1C30', 9)] }]);
  });

  it('chooses the cart’s term, else the payer’s default, else the first', () => {
    const options = [option('2C30', 2), option('IC30', 5, true)];
    expect(chosenPaymentCode(options, '2C30')).toBe('2C30');
    expect(chosenPaymentCode(options, 'RC60')).toBe('IC30');
    expect(chosenPaymentCode(options, null)).toBe('IC30');
    expect(chosenPaymentCode([option('2C30', 2)], null)).toBe('2C30');
    expect(chosenPaymentCode([], null)).toBeNull();
  });
});
