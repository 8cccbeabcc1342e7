import { formatEuro, type Cents } from '@spina/domain';

/** Prices are shown in euro with the Italian format whatever the interface language (spec 2 §9). */
export const formatCents = (cents: Cents): string => formatEuro(cents, 'it-IT');
