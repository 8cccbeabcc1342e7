import { paymentTerm } from '@spina/domain';

/** A payment term the payer may use, as the server offers it (Cart.available_payment_methods). */
export type PaymentOption = { code: string; group: number; title: string; isDefault: boolean };

/** The terms of one group of spec 2 §9 (1 cash and advance transfer ... 6 bank receipt). */
export type PaymentGroup = { group: number; options: PaymentOption[] };

/**
 * The payer's terms grouped 1 to 6 as spec 2 §9 lists them, in the spec's order within a group; a term the
 * server places in no known group keeps the group it was given.
 */
export function groupPaymentOptions(options: readonly PaymentOption[]): PaymentGroup[] {
  const groups = new Map<number, PaymentOption[]>();
  for (const option of options) {
    const group = paymentTerm(option.code)?.group ?? option.group;
    groups.set(group, [...(groups.get(group) ?? []), option]);
  }
  const order = (code: string) => {
    const known = paymentTerm(code);
    return known ? known.days + (known.endOfMonth ? 0.5 : 0) : Number.MAX_SAFE_INTEGER;
  };
  return [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .map(([group, list]) => ({
      group,
      options: [...list].sort((a, b) => order(a.code) - order(b.code) || a.code.localeCompare(b.code)),
    }));
}

/** The term to show chosen: the cart's own, else the payer's default, else the first offered. */
export function chosenPaymentCode(
  options: readonly PaymentOption[],
  selected: string | null | undefined,
): string | null {
  if (selected && options.some((option) => option.code === selected)) return selected;
  return options.find((option) => option.isDefault)?.code ?? options[0]?.code ?? null;
}
