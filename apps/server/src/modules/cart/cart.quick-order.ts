import { counterInputProblem, type LineQuantities } from '@spina/domain';
import type { AppDeps } from '../../deps';
import type {
  QuickOrderLineInput,
  QuickOrderLineResult,
  ResolversTypes,
} from '../../graphql/resolvers.generated';
import {
  CART_MESSAGES,
  checkLine,
  MAX_LINES_PER_CALL,
  quantityError,
  type CartUserError,
} from './cart.lines';
import {
  cartOf,
  lineProductOf,
  lineRulesOf,
  linesAfterAdd,
  quantitiesOfLine,
  readCartState,
} from './cart.state';
import { addToLines, loadLineProducts, type CartOwner, type LineProductRow } from './cart.store';
import { withPrices } from './cart.changes';

/**
 * Quick order by list (issue 10 item 6): lines of a sku or EAN, a quantity and a unit, pasted or read from a
 * CSV file by the screen. Every line is checked like a counter change; the valid ones are added in one
 * statement and each refused one is reported with its reason. A list that is malformed as a whole (empty,
 * too long) adds nothing.
 */

export const QUICK_ORDER_MESSAGES = {
  listEmpty: 'The list has no lines',
  listTooLong: `The list has more than ${MAX_LINES_PER_CALL} lines`,
  codeMissing: 'The line has no product code',
  unitUnknown: 'Unknown unit: use units, layers or pallets',
  quantityMissing: 'The line has no quantity',
} as const;

const UNIT_NAMES: Readonly<Record<keyof LineQuantities, readonly string[]>> = {
  packages: [
    'units',
    'unit',
    'u',
    'pz',
    'pezzi',
    'pezzo',
    'colli',
    'collo',
    'packaging',
    'packages',
    'cs',
    'cases',
  ],
  layers: ['layers', 'layer', 'l', 'strati', 'strato', 's'],
  pallets: ['pallets', 'pallet', 'p', 'bancali', 'bancale', 'b', 'plt'],
};

/** The counter a unit names (Italian and English names and their first letters), or null. */
export function unitOf(text: string): keyof LineQuantities | null {
  const name = text.trim().toLowerCase();
  const found = (Object.keys(UNIT_NAMES) as Array<keyof LineQuantities>).find((unit) =>
    UNIT_NAMES[unit].includes(name),
  );
  return found ?? null;
}

/** Reads a typed quantity: digits only (the counter's rules, spec 2 §5), at least 1. */
export function quantityOf(text: string): { ok: true; value: number } | { ok: false; error: CartUserError } {
  const trimmed = text.trim();
  if (trimmed === '')
    return {
      ok: false,
      error: { code: 'QUANTITY_REQUIRED', message: QUICK_ORDER_MESSAGES.quantityMissing, sku: null },
    };
  if (/^-\d/.test(trimmed)) return { ok: false, error: quantityError('negative', null) };
  if (!/^\d+$/.test(trimmed)) return { ok: false, error: quantityError('notInteger', null) };
  const value = trimmed.length > 10 ? Number.POSITIVE_INFINITY : Number(trimmed);
  if (value === Number.POSITIVE_INFINITY) return { ok: false, error: quantityError('tooLarge', null) };
  const problem = counterInputProblem(value);
  if (problem) return { ok: false, error: quantityError(problem, null) };
  if (value === 0)
    return {
      ok: false,
      error: { code: 'QUANTITY_REQUIRED', message: CART_MESSAGES.quantityRequired, sku: null },
    };
  return { ok: true, value };
}

const findProduct = (rows: readonly LineProductRow[], code: string) =>
  rows.find((row) => row.product.sku === code || row.product.sku === code.toUpperCase()) ??
  rows.find((row) => row.product.ean === code || row.product.eanEa === code) ??
  null;

export function createQuickOrder(deps: AppDeps) {
  return async function addProductsByList(
    cartId: string,
    owner: CartOwner,
    lines: readonly QuickOrderLineInput[],
  ): Promise<ResolversTypes['QuickOrderOutput']> {
    const state = await readCartState(deps, cartId, owner);
    const malformed =
      lines.length === 0
        ? { code: 'LIST_EMPTY', message: QUICK_ORDER_MESSAGES.listEmpty }
        : lines.length > MAX_LINES_PER_CALL
          ? { code: 'LIST_TOO_LONG', message: QUICK_ORDER_MESSAGES.listTooLong }
          : null;
    if (malformed)
      return { added: 0, lines: [], cart: cartOf(state), user_errors: [{ ...malformed, sku: null }] };

    const codes = [...new Set(lines.map((line) => line.code.trim()).filter((code) => code !== ''))];
    const rows = await loadLineProducts(deps.db, owner, {
      skus: [...new Set([...codes, ...codes.map((code) => code.toUpperCase())])],
      eans: codes,
    });
    const rules = lineRulesOf(state);
    // What each line would make of the cart's lines, so two lines of one product are judged together.
    const planned = new Map<string, LineQuantities>(
      state.lines.map((line) => [line.product.sku, quantitiesOfLine(line)]),
    );
    const additions: Array<{ sku: string } & LineQuantities> = [];
    const results: QuickOrderLineResult[] = lines.map((line) => {
      const code = line.code.trim();
      const refuse = (error: Pick<CartUserError, 'code' | 'message'>, sku: string | null = null) => ({
        line: line.line,
        code,
        sku,
        status: 'refused',
        reason: error.message,
        reason_code: error.code,
      });
      if (code === '') return refuse({ code: 'CODE_MISSING', message: QUICK_ORDER_MESSAGES.codeMissing });
      const quantity = quantityOf(line.quantity);
      if (!quantity.ok) return refuse(quantity.error);
      const unit = unitOf(line.unit);
      if (!unit) return refuse({ code: 'UNIT_UNKNOWN', message: QUICK_ORDER_MESSAGES.unitUnknown });
      const row = findProduct(rows, code);
      const sku = row?.product.sku ?? null;
      const current = (sku && planned.get(sku)) || { packages: 0, layers: 0, pallets: 0 };
      const next = { ...current, [unit]: current[unit] + quantity.value };
      const error = checkLine(row ? lineProductOf(row) : null, next, rules, true, sku ?? code);
      if (error) return refuse(error, sku);
      planned.set(sku!, next);
      additions.push({ sku: sku!, packages: 0, layers: 0, pallets: 0, [unit]: quantity.value });
      return { line: line.line, code, sku, status: 'added', reason: null, reason_code: null };
    });

    const merged = new Map<string, LineQuantities>();
    for (const { sku, ...quantities } of additions) {
      const known = merged.get(sku) ?? { packages: 0, layers: 0, pallets: 0 };
      merged.set(sku, {
        packages: known.packages + quantities.packages,
        layers: known.layers + quantities.layers,
        pallets: known.pallets + quantities.pallets,
      });
    }
    const writes = [...merged].map(([sku, quantities]) => ({ sku, ...quantities, seenPriceCents: 0 }));
    const written = await addToLines(deps.db, cartId, withPrices(writes, rows));
    const after = linesAfterAdd(state.lines, written, rows);
    return {
      added: additions.length,
      lines: results,
      cart: cartOf({ ...state, lines: after }),
      user_errors: [],
    };
  };
}
