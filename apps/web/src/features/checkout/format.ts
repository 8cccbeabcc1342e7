import { formatEuro, type Cents } from '@spina/domain';

/** Prices in euro with the Italian format whatever the interface language (spec 2 §9), as the cart shows them. */
export const formatCents = (cents: Cents): string => formatEuro(cents, 'it-IT');

/** Euros of the API (2 decimals) to integer cents (DESIGN §5). */
export const toCents = (euros: number): Cents => Math.round(euros * 100);
