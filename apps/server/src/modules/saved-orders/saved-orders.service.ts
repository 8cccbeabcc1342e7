import { isIsoDate } from '@spina/domain';
import type { AppDeps } from '../../deps';
import type {
  SavedOrder,
  SavedOrderDetails,
  SavedOrderFilterInput,
  SavedOrderSortInput,
  SavedOrdersList,
  ResolversParentTypes,
} from '../../graphql/resolvers.generated';
import { badRequest, HttpError } from '../../http/errors';
import { postalAddressOf } from '../../lib/postal-address';
import { CART_ID_PATTERN } from '../cart/cart.errors';
import type { CartUserError } from '../cart/cart.lines';
import { cartOf, readCartState, type CartState } from '../cart/cart.state';
import type { CartOwner } from '../cart/cart.store';
import { evaluateCart } from '../cart/cart.view';
import {
  listSavedOrders,
  loadSavedOrder,
  saveCartForLater,
  type SavedOrderHeaderRow,
  type SavedOrderQuery,
  type SavedOrderWrite,
} from './saved-orders.store';

/** The messages of a refused save; their English text is the i18n key. */
export const SAVED_ORDER_MESSAGES = {
  cartEmpty: 'The cart is Empty',
  nameTooLong: 'The name may hold at most 40 characters',
  cartChanged: 'The cart changed while it was being saved: try again',
} as const;

/** Order title max 40 characters (spec 2 §5). */
export const SAVED_ORDER_NAME_MAX = 40;
export const SAVED_ORDERS_PAGE_SIZE = 10;
export const SAVED_ORDERS_MAX_PAGE_SIZE = 50;

const CURRENCY = 'EUR';
const money = (cents: number) => ({ value: cents / 100, currency: CURRENCY });

/** Another user's, another ship-to's, a deleted or an unknown saved order all get the same answer. */
export const savedOrderNotFound = () =>
  new HttpError(404, 'SAVED_ORDER_NOT_FOUND', 'This saved order no longer exists');

const oneLine = (...parts: Array<string | null | undefined>) =>
  parts.filter((part): part is string => Boolean(part && part.trim())).join(', ');

function savedOrderOf(row: SavedOrderHeaderRow): SavedOrder {
  const { order, shipTo, company } = row;
  return {
    id: order.id,
    name: order.name,
    total: money(order.totalCents),
    total_qty: order.totalQuantity,
    lines_count: row.lines,
    deliver_to: oneLine(shipTo.street, `${shipTo.postalCode} ${shipTo.city}`, shipTo.province),
    shipto_name: shipTo.name,
    bill_to: company.name,
    saved_order_later: true,
    is_active: order.isActive,
    cart_id: order.cartId,
    outlet_id: order.shipToId,
    beer_order: order.shipmentMode === 0,
    customer_order_number: order.customerOrderNumber,
    saved_order_date: order.createdAt.toISOString(),
    order_type: order.orderType,
    delivery_date: order.deliveryDate,
  };
}

/** Reads the list's filters, sort and page; anything malformed is a 400 that changes nothing. */
export function savedOrderQueryOf(input: {
  filters?: SavedOrderFilterInput | null;
  sortOrder?: SavedOrderSortInput | null;
  currentPage?: number | null;
  pageSize?: number | null;
}): SavedOrderQuery {
  const { filters, sortOrder } = input;
  const date = (value: string | null | undefined, name: string) => {
    const trimmed = value?.trim();
    if (!trimmed) return null;
    if (!isIsoDate(trimmed)) throw badRequest(`${name} must be a date (YYYY-MM-DD)`, 'BAD_USER_INPUT');
    return trimmed;
  };
  const name = filters?.name?.trim() || null;
  if (name && name.length > 100) throw badRequest('The name filter is too long', 'BAD_USER_INPUT');
  const field = sortOrder?.field?.trim() || 'saved_order_date';
  if (!['saved_order_date', 'name', 'total', 'total_qty'].includes(field))
    throw badRequest('sortOrder.field is not a sortable field', 'BAD_USER_INPUT');
  const direction = (sortOrder?.direction?.trim() || 'DESC').toUpperCase();
  if (direction !== 'ASC' && direction !== 'DESC')
    throw badRequest('sortOrder.direction must be ASC or DESC', 'BAD_USER_INPUT');
  const page = input.currentPage ?? 1;
  const pageSize = input.pageSize ?? SAVED_ORDERS_PAGE_SIZE;
  if (!Number.isInteger(page) || page < 1 || page > 10_000)
    throw badRequest('currentPage must be a whole number from 1', 'BAD_USER_INPUT');
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > SAVED_ORDERS_MAX_PAGE_SIZE)
    throw badRequest(`pageSize must be from 1 to ${SAVED_ORDERS_MAX_PAGE_SIZE}`, 'BAD_USER_INPUT');
  return {
    dateFrom: date(filters?.date_from, 'date_from'),
    dateTo: date(filters?.date_to, 'date_to'),
    name: name?.replace(/[\\%_]/g, (character) => `\\${character}`) ?? null,
    sort: field as SavedOrderQuery['sort'],
    direction,
    page,
    pageSize,
  };
}

/**
 * What saving a cart for later writes: its lines priced now, returned empties, order type, date, customer order
 * number and note. Also used by re-order and edit when they put the cart aside (START_NEW_SAVE).
 */
export function savedOrderWriteOf(state: CartState, cartId: string, name: string | null): SavedOrderWrite {
  const { priced } = evaluateCart(state.context, state.lines);
  const { cart } = state.context;
  return {
    cartId,
    name,
    cart: {
      orderType: cart.orderType,
      deliveryDate: cart.deliveryDate,
      shipmentMode: cart.shipmentMode,
      flexibleDelivery: cart.flexibleDelivery,
      customerOrderNumber: cart.customerOrderNumber,
      noteForDriver: cart.noteForDriver,
      paymentCode: cart.paymentCode,
      paymentMethod: cart.paymentMethod,
    },
    returnedEmpties: state.returned.map((line) => ({ sku: line.sku, quantity: line.quantity })),
    totalCents: priced.totals.rowYourPriceCents,
    totalQuantity: priced.lines.reduce((sum, line) => sum + line.priced.packages, 0),
    lines: priced.lines.map(({ row, priced: price }) => ({
      sku: row.item.sku,
      packages: row.item.packages,
      layers: row.item.layers,
      pallets: row.item.pallets,
      quantity: price.packages,
      unitPriceCents: price.yourPriceCents,
      rowTotalCents: price.rowYourPriceCents,
    })),
  };
}

export function createSavedOrdersService(deps: AppDeps) {
  const { db } = deps;

  /**
   * addSaveOrderForLater (spec 2 §4, §7): the caller's open cart becomes a saved order and its basket is
   * emptied, in one transaction. Refused with a user_error (nothing written) when the cart is empty, the name is
   * too long, or the cart changed meanwhile; another user's cart is a 403 (This cart no longer exists).
   */
  async function saveForLater(
    cartId: string,
    owner: CartOwner,
    rawName: string | null | undefined,
  ): Promise<ResolversParentTypes['SaveOrderForLaterOutput']> {
    const state = await readCartState(deps, cartId, owner);
    const refuse = (error: Omit<CartUserError, 'sku'>) => ({
      saved_order: null,
      cart: cartOf(state),
      user_errors: [{ ...error, sku: null }],
    });
    const name = rawName?.trim() || null;
    if (name && name.length > SAVED_ORDER_NAME_MAX)
      return refuse({ code: 'NAME_TOO_LONG', message: SAVED_ORDER_MESSAGES.nameTooLong });
    if (state.lines.length === 0 && state.returned.length === 0)
      return refuse({ code: 'CART_EMPTY', message: SAVED_ORDER_MESSAGES.cartEmpty });

    const saved = await saveCartForLater(db, owner, savedOrderWriteOf(state, cartId, name));
    if (!saved.ok) {
      if (saved.reason === 'gone')
        return refuse({ code: 'CART_NOT_FOUND', message: 'This cart no longer exists' });
      return refuse({ code: 'CART_CHANGED', message: SAVED_ORDER_MESSAGES.cartChanged });
    }
    const details = await loadSavedOrder(db, owner, saved.id);
    const emptied = { ...state, lines: [], returned: [] };
    emptied.context = {
      ...state.context,
      cart: { ...state.context.cart, customerOrderNumber: null, noteForDriver: null },
    };
    return { saved_order: savedOrderOf(details!.header), cart: cartOf(emptied), user_errors: [] };
  }

  /** getSaveOrderForLater: one page of the caller's saved orders on the ship-to. */
  async function list(owner: CartOwner, query: SavedOrderQuery): Promise<SavedOrdersList> {
    const { rows, total } = await listSavedOrders(db, owner, query);
    return {
      total_count: total,
      items: rows.map(savedOrderOf),
      page_info: {
        page_size: query.pageSize,
        current_page: query.page,
        total_pages: Math.ceil(total / query.pageSize),
      },
    };
  }

  /** getSaveOrderDetails: one of the caller's saved orders with its addresses, lines and empties. */
  async function details(owner: CartOwner, id: string): Promise<SavedOrderDetails> {
    if (!CART_ID_PATTERN.test(id)) throw savedOrderNotFound();
    const found = await loadSavedOrder(db, owner, id);
    if (!found) throw savedOrderNotFound();
    const { header, lines, emptiesNames } = found;
    const { shipTo, company, order } = header;
    return {
      order: savedOrderOf(header),
      shipping_address: postalAddressOf(shipTo),
      billing_address: postalAddressOf(company),
      items: lines.map(({ item, name, imageUrl }) => ({
        sku: item.sku,
        name,
        image: { url: imageUrl, label: name },
        quantity: item.quantity,
        number_of_packages: item.packages,
        number_of_layer: item.layers,
        number_of_pallet: item.pallets,
        price: money(item.unitPriceCents),
        row_total: money(item.rowTotalCents),
      })),
      empties: order.returnedEmpties.map((line) => ({
        sku: line.sku,
        name: emptiesNames.find((known) => known.sku === line.sku)?.name ?? line.sku,
        qty: line.quantity,
      })),
      payment_method: order.paymentMethod,
      note_for_driver: order.noteForDriver,
    };
  }

  return { saveForLater, list, details };
}
