import { describe, expect, it } from 'vitest';
import type { CapacityInput } from '../capacity/capacity';
import {
  priceCart,
  priceLine,
  transportDiscountBp,
  yourPriceCents,
  yourPriceTaxCents,
  type UnitPrice,
} from './prices';

// A crate of lager: list 24.90 €, price-list discount 2.40 €, excise 1.85 €, deposit 3.00 €, VAT 22 %.
const crate: UnitPrice = {
  listPriceCents: 2_490,
  discountCents: 240,
  exciseCents: 185,
  depositCents: 300,
  vatRateBp: 2_200,
};
// A keg: list 89.00 €, high-markets discount 1.50 €, excise 9.99 €, deposit 30.00 €.
const keg: UnitPrice = {
  listPriceCents: 8_900,
  discountCents: 500,
  highMarketsDiscountCents: 150,
  exciseCents: 999,
  depositCents: 3_000,
  vatRateBp: 2_200,
};

describe('your price (spec 2 §3 your_price, your_price_tax)', () => {
  it('is list less discounts plus excise, and with VAT rounded half up', () => {
    expect(yourPriceCents(crate)).toBe(2_435);
    expect(yourPriceTaxCents(crate)).toBe(2_971); // 2435 × 1.22 = 2970.7
    expect(yourPriceCents(keg)).toBe(9_249);
    expect(yourPriceTaxCents(keg)).toBe(11_284); // 9249 × 1.22 = 11283.78
  });

  it('never lets discounts push the net price below zero', () => {
    expect(yourPriceCents({ ...crate, discountCents: 5_000 })).toBe(185);
  });
});

describe('line and cart totals (spec 2 §3 price-update result; DESIGN §6 flexible delivery 1 %)', () => {
  it('prices a line without cart discounts', () => {
    expect(
      priceLine({ price: crate, packages: 10 }, { flexibleDelivery: false, transportDiscountBp: 0 }),
    ).toEqual({
      packages: 10,
      listCents: 24_900,
      discountCents: 2_400,
      yourPriceCents: 2_435,
      yourPriceTaxCents: 2_971,
      rowYourPriceCents: 24_350,
      flexibleDiscountCents: 0,
      transportDiscountCents: 0,
      exciseCents: 1_850,
      taxableCents: 24_350,
      vatCents: 5_357,
      depositCents: 3_000,
      totalCents: 32_707,
    });
  });

  it('takes flexible delivery and transport discounts off net goods, not off excise', () => {
    const line = priceLine(
      { price: crate, packages: 10 },
      { flexibleDelivery: true, transportDiscountBp: 250 },
    );
    expect(line.flexibleDiscountCents).toBe(225); // 1 % of 22,500
    expect(line.transportDiscountCents).toBe(563); // 2.5 % of 22,500 = 562.5, half up
    expect(line.taxableCents).toBe(22_500 - 225 - 563 + 1_850);
    expect(line.vatCents).toBe(5_184); // 22 % of 23,562 = 5183.64, half up
    expect(line.totalCents).toBe(23_562 + 5_184 + 3_000);
  });

  it('adds lines into cart totals exactly', () => {
    const { lines, totals } = priceCart(
      [
        { sku: 'LAGER-24', price: crate, packages: 10 },
        { sku: 'KEG-30', price: keg, packages: 3 },
      ],
      { flexibleDelivery: true, transportDiscountBp: 0 },
    );
    expect(lines.map((line) => line.sku)).toEqual(['LAGER-24', 'KEG-30']);
    const keys = [
      'listCents',
      'discountCents',
      'exciseCents',
      'vatCents',
      'depositCents',
      'totalCents',
    ] as const;
    for (const key of keys)
      expect(totals[key]).toBe((lines[0]?.priced[key] ?? 0) + (lines[1]?.priced[key] ?? 0));
    expect(totals.packages).toBe(13);
    expect(totals.depositCents).toBe(3_000 + 9_000);
    expect(totals.grandTotalCents).toBe(totals.taxableCents + totals.vatCents + totals.depositCents);
  });

  it('gives zero totals for an empty cart', () => {
    expect(priceCart([], { flexibleDelivery: false, transportDiscountBp: 0 }).totals.grandTotalCents).toBe(0);
  });
});

describe('transport discounts (DESIGN §6: Motrice and Autotreno percentages per price list)', () => {
  const rates = { motriceDiscountBp: 150, autotrenoDiscountBp: 300 };
  const cart = (weightKg: number, customerType = 'On Premise'): CapacityInput => ({
    customerType,
    orderType: 'freeshipping_freeshipping',
    isFullTruck: false,
    weightKg,
    pallets: 0,
    cartValueCents: 0,
    limits: { minWeightKg: 1, maxWeightKg: 29_300, minPallets: 0, maxPallets: 34, maxOrderCashCents: 0 },
  });
  it.each([
    [11_999, 'On Premise', 0],
    [12_000, 'On Premise', 150],
    [20_000, 'On Premise', 0],
    [25_260, 'On Premise', 300],
    [29_301, 'On Premise', 0],
    [13_000, 'POS', 0],
  ])('%i kg, %s → %i bp', (weightKg, customerType, bp) => {
    expect(transportDiscountBp(cart(weightKg, customerType), rates)).toBe(bp);
  });
});
