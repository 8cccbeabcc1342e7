import { capacityProgress, CAPACITY_MESSAGES, type CapacityInput } from '../capacity/capacity';
import { applyRate, type BasisPoints, type Cents } from './money';

/** What one sales unit costs on a price list, in cents (spec 2 §3 prices, multi_deposit). */
export type UnitPrice = {
  listPriceCents: Cents;
  /** Price-list discount per unit. */
  discountCents: Cents;
  /** Extra discount per unit for high-volume markets (high_markets_discount). */
  highMarketsDiscountCents?: Cents;
  /** Excise duty per unit. */
  exciseCents: Cents;
  /** Returnable-packaging deposit per unit (multi_deposit). */
  depositCents: Cents;
  vatRateBp: BasisPoints;
};

/** Flexible delivery takes 1 % off (DESIGN §6). */
export const FLEXIBLE_DELIVERY_DISCOUNT_BP: BasisPoints = 100;

/** The net unit price before excise: list price less the price-list discounts, never below 0. */
function netUnitCents(price: UnitPrice): Cents {
  return Math.max(0, price.listPriceCents - price.discountCents - (price.highMarketsDiscountCents ?? 0));
}

/** "Your price" per unit (spec 2 §3 your_price): list price less discounts, plus excise; VAT excluded. */
export function yourPriceCents(price: UnitPrice): Cents {
  return netUnitCents(price) + price.exciseCents;
}

/** "Your price" per unit with VAT (your_price_tax), rounded half up to the cent. */
export function yourPriceTaxCents(price: UnitPrice): Cents {
  const net = yourPriceCents(price);
  return net + applyRate(net, price.vatRateBp);
}

/** Cart-wide percentage discounts. */
export type CartDiscounts = { flexibleDelivery: boolean; transportDiscountBp: BasisPoints };

/** The priced figures of one cart line, all in cents. */
export type LinePrice = {
  packages: number;
  listCents: Cents;
  discountCents: Cents;
  yourPriceCents: Cents;
  yourPriceTaxCents: Cents;
  rowYourPriceCents: Cents;
  flexibleDiscountCents: Cents;
  transportDiscountCents: Cents;
  exciseCents: Cents;
  taxableCents: Cents;
  vatCents: Cents;
  depositCents: Cents;
  totalCents: Cents;
};

/**
 * Prices one cart line. Steps, each rounded half up to the cent where it divides: flexible-delivery
 * and transport discounts on the line's net goods (excise is a duty and is not discounted; the two
 * discounts share that base, they do not compound); VAT on net goods less those discounts plus
 * excise; deposit added without VAT, since returnable packaging is outside the VAT base.
 */
export function priceLine(line: { price: UnitPrice; packages: number }, discounts: CartDiscounts): LinePrice {
  const { price, packages } = line;
  const net = netUnitCents(price) * packages;
  const flexibleDiscountCents = discounts.flexibleDelivery
    ? applyRate(net, FLEXIBLE_DELIVERY_DISCOUNT_BP)
    : 0;
  const transportDiscountCents = applyRate(net, discounts.transportDiscountBp);
  const exciseCents = price.exciseCents * packages;
  const taxableCents = net - flexibleDiscountCents - transportDiscountCents + exciseCents;
  const vatCents = applyRate(taxableCents, price.vatRateBp);
  const depositCents = price.depositCents * packages;
  return {
    packages,
    listCents: price.listPriceCents * packages,
    discountCents: price.listPriceCents * packages - net,
    yourPriceCents: yourPriceCents(price),
    yourPriceTaxCents: yourPriceTaxCents(price),
    rowYourPriceCents: yourPriceCents(price) * packages,
    flexibleDiscountCents,
    transportDiscountCents,
    exciseCents,
    taxableCents,
    vatCents,
    depositCents,
    totalCents: taxableCents + vatCents + depositCents,
  };
}

/** The totals of a priced cart: the sums of its lines' figures. */
export type CartTotals = Omit<LinePrice, 'yourPriceCents' | 'yourPriceTaxCents'> & { grandTotalCents: Cents };

const SUMMED = [
  'packages',
  'listCents',
  'discountCents',
  'rowYourPriceCents',
  'flexibleDiscountCents',
  'transportDiscountCents',
  'exciseCents',
  'taxableCents',
  'vatCents',
  'depositCents',
  'totalCents',
] as const;

/** Prices every line and adds them up; cart totals are exact sums, with no rounding of their own. */
export function priceCart<T extends { price: UnitPrice; packages: number }>(
  lines: readonly T[],
  discounts: CartDiscounts,
): { lines: (T & { priced: LinePrice })[]; totals: CartTotals } {
  const priced = lines.map((line) => ({ ...line, priced: priceLine(line, discounts) }));
  const totals = Object.fromEntries(
    SUMMED.map((key) => [key, priced.reduce((sum, line) => sum + line.priced[key], 0)]),
  ) as Omit<CartTotals, 'grandTotalCents'>;
  return { lines: priced, totals: { ...totals, grandTotalCents: totals.totalCents } };
}

/** A price list's transport discount rates (DESIGN §6: configurable per ship-to price list). */
export type TransportRates = { motriceDiscountBp: BasisPoints; autotrenoDiscountBp: BasisPoints };

/**
 * The transport discount a cart earns: the Motrice rate in the 'Motrice discount reached' band, the
 * Autotreno rate in the 'Autotreno discount reached' band, else none. Ruling: the bands exist only in
 * the On Premise Small-truck rules (spec 2 §5), so only those carts earn a transport discount.
 */
export function transportDiscountBp(cart: CapacityInput, rates: TransportRates): BasisPoints {
  const { message } = capacityProgress(cart);
  if (message === CAPACITY_MESSAGES.motriceReached) return rates.motriceDiscountBp;
  if (message === CAPACITY_MESSAGES.autotrenoReached) return rates.autotrenoDiscountBp;
  return 0;
}
