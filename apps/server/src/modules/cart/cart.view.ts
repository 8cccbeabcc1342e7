import {
  capacityProgress,
  cartMeasures,
  cashProgressPercent,
  DEFAULT_ORDER_TYPE,
  gramsToKg,
  isOrderType,
  packagesPerPallet,
  parseOrderableUnits,
  priceCart,
  productCounters,
  roundTo,
  transportDiscountBp,
  type CapacityInput,
  type LinePrice,
  type OrderableUnit,
  type OrderType,
  type PackagingFacts,
  type UnitPrice,
} from '@spina/domain';
import type { CartEmpties, CartItem, CartPrices } from '../../graphql/resolvers.generated';
import type { CartParent } from './cart.mappers';
import { productUid } from '../catalogue/catalogue.ids';
import type { CartContext, CartLineRow, ReturnedEmptiesRow } from './cart.store';

/**
 * Builds the wire cart from its rows with the domain's rules: prices (priceCart, transport discount by the
 * capacity band), measures (cartMeasures), capacity (capacityProgress) and counters (productCounters).
 */

const CURRENCY = 'EUR';
const euros = (cents: number) => cents / 100;
const money = (cents: number) => ({ value: euros(cents), currency: CURRENCY });

/** A wholesaler's ship-to (customer type WHSL); the user's role names containing WHS say so too (cart.state). */
export const isWholesaleShipTo = (customerType: string) => customerType.trim().toUpperCase() === 'WHSL';

const NO_PRICE: UnitPrice = {
  listPriceCents: 0,
  discountCents: 0,
  exciseCents: 0,
  depositCents: 0,
  vatRateBp: 0,
};

/** The cart's order type; a stored value the domain does not know falls back to the default. */
export function orderTypeOf(context: CartContext): OrderType {
  return isOrderType(context.cart.orderType) ? context.cart.orderType : DEFAULT_ORDER_TYPE;
}

export function unitPriceOfRow(row: CartLineRow): UnitPrice {
  const { price } = row;
  if (!price) return NO_PRICE;
  return {
    listPriceCents: price.listPriceCents,
    discountCents: price.discountCents,
    highMarketsDiscountCents: price.highMarketsDiscountCents,
    exciseCents: price.exciseCents,
    depositCents: price.depositCents,
    vatRateBp: price.vatRateBp,
  };
}

export function packagingOf(product: CartLineRow['product']): PackagingFacts {
  return {
    productsOnLayer: product.numberOfProductsOnLayer,
    itemsOnPallet: product.numberOfItemsOnPallet,
    layersPerPallet: product.numberOfLayersPerPallet,
    itemsInBox: product.numberOfItemsInBox,
    grossWeightG: product.grossWeightG,
    volumeMl: product.volumeMl,
  };
}

const quantitiesOf = (row: CartLineRow) => ({
  packages: row.item.packages,
  layers: row.item.layers,
  pallets: row.item.pallets,
});

/** The capacity input of a cart from its context, measures and value. */
export function capacityInputOf(
  context: CartContext,
  measures: { weightKg: number; pallets: number },
  cartValueCents: number,
): CapacityInput {
  const { shipTo } = context;
  return {
    customerType: shipTo.customerType,
    orderType: orderTypeOf(context),
    isFullTruck: shipTo.isFullTruck,
    weightKg: measures.weightKg,
    pallets: measures.pallets,
    cartValueCents,
    limits: {
      minWeightKg: shipTo.minWeightKg,
      maxWeightKg: shipTo.maxWeightKg,
      minPallets: shipTo.minPallets,
      maxPallets: shipTo.maxPallets,
      maxOrderCashCents: shipTo.maxOrderCashCents,
    },
  };
}

/** Prices, measures and capacity of a cart's lines: what the cart, the price check and the truck fill read. */
export function evaluateCart(context: CartContext, lines: readonly CartLineRow[]) {
  const measures = cartMeasures(
    lines.map((row) => ({ quantities: quantitiesOf(row), product: packagingOf(row.product) })),
  );
  const undiscounted = priceCart(
    lines.map((row) => ({ row, price: unitPriceOfRow(row), packages: lineQuantity(row) })),
    { flexibleDelivery: false, transportDiscountBp: 0 },
  );
  const capacity = capacityInputOf(context, measures, undiscounted.totals.rowYourPriceCents);
  const discounts = {
    flexibleDelivery: context.cart.flexibleDelivery,
    transportDiscountBp: transportDiscountBp(capacity, {
      motriceDiscountBp: context.motriceDiscountBp,
      autotrenoDiscountBp: context.autotrenoDiscountBp,
    }),
  };
  const priced = priceCart(
    lines.map((row) => ({ row, price: unitPriceOfRow(row), packages: lineQuantity(row) })),
    discounts,
  );
  return { measures, capacity, progress: capacityProgress(capacity), priced, discounts };
}

/** Sales units of a line. */
export function lineQuantity(row: CartLineRow): number {
  const facts = packagingOf(row.product);
  return (
    row.item.packages + row.item.layers * facts.productsOnLayer + row.item.pallets * packagesPerPallet(facts)
  );
}

export function pricesOf(totals: ReturnType<typeof priceCart>['totals']): CartPrices {
  return {
    subtotal_list: money(totals.listCents),
    grand_total_your_price: money(totals.rowYourPriceCents),
    discounts: money(totals.discountCents),
    excise: money(totals.exciseCents),
    flexible_delivery_discount: money(totals.flexibleDiscountCents),
    transport_discount: money(totals.transportDiscountCents),
    taxable: money(totals.taxableCents),
    vat: money(totals.vatCents),
    deposit: money(totals.depositCents),
    grand_total: money(totals.grandTotalCents),
  };
}

/** How a cart's lines are counted: its price list, the orderable units and the Pallets counter's minimum. */
type LineTerms = { priceListId: string; orderableUnits: readonly OrderableUnit[]; palletMinimum: number };

function itemOf(row: CartLineRow, priced: LinePrice, terms: LineTerms): CartItem {
  const { orderableUnits, palletMinimum } = terms;
  const { product, item } = row;
  const facts = packagingOf(product);
  const perPallet = packagesPerPallet(facts);
  const counters = productCounters(
    { materialType: product.materialType, packagingEnabled: product.packagingEnable },
    orderableUnits,
  );
  const lineDiscounts = [
    { label: 'Discount', cents: priced.discountCents },
    { label: 'Flexible delivery', cents: priced.flexibleDiscountCents },
    { label: 'Transport discount', cents: priced.transportDiscountCents },
  ].filter((discount) => discount.cents > 0);
  const totalDiscount = lineDiscounts.reduce((sum, discount) => sum + discount.cents, 0);
  return {
    id: item.id,
    uid: item.id,
    product: {
      uid: productUid(product.sku),
      sku: product.sku,
      name: product.name,
      catalog_product_name: product.catalogProductName,
      url_key: product.urlKey,
      material_type: product.materialType,
      packaging_enable: product.packagingEnable,
      number_of_bottles_gabbie: product.numberOfBottlesGabbie,
      number_of_items_in_box: product.numberOfItemsInBox,
      number_of_items_on_pallet: product.numberOfItemsOnPallet,
      number_of_products_on_layer: product.numberOfProductsOnLayer,
      number_of_layers_per_pallet: product.numberOfLayersPerPallet,
      gross_weight: gramsToKg(product.grossWeightG),
      empties_sku: product.emptiesSku,
      image: { url: product.imageUrl, label: product.name },
      small_image: { url: product.smallImageUrl, label: product.name },
    },
    quantity: priced.packages,
    quantity_total: priced.packages,
    number_of_packages: item.packages,
    number_of_layer: item.layers,
    number_of_layer_total:
      facts.productsOnLayer > 0 ? roundTo(priced.packages / facts.productsOnLayer, 2) : 0,
    number_of_pallet: item.pallets,
    number_of_pallet_total: perPallet > 0 ? roundTo(priced.packages / perPallet, 2) : 0,
    fe_quantity: item.packages,
    fe_number_of_layer: item.layers,
    fe_number_of_pallet: item.pallets,
    pack_format: product.packFormat,
    counters: { ...counters, pallet_minimum: palletMinimum },
    weight: gramsToKg(priced.packages * product.grossWeightG),
    prices: {
      price: money(priced.yourPriceCents),
      row_total: money(priced.rowYourPriceCents),
      row_total_including_tax: money(priced.taxableCents + priced.vatCents),
      discounts: lineDiscounts.map((discount) => ({ label: discount.label, amount: money(discount.cents) })),
      total_item_discount: money(totalDiscount),
      price_details: {
        list_price: euros(row.price?.listPriceCents ?? 0),
        your_price: euros(priced.yourPriceCents),
        your_price_tax: euros(priced.yourPriceTaxCents),
        discount: euros(priced.discountCents),
        excise: euros(priced.exciseCents),
        flexible_delivery_discount: euros(priced.flexibleDiscountCents),
        transport_discount: euros(priced.transportDiscountCents),
        vat: euros(priced.vatCents),
        deposit: euros(priced.depositCents),
        total: euros(priced.totalCents),
      },
      multi_deposit_details: {
        deposit: euros(row.price?.depositCents ?? 0),
        row_deposit: euros(priced.depositCents),
      },
      favourites: row.favourite ? 1 : 0,
      price_list: terms.priceListId,
    },
  };
}

/** Linked empties follow returnable lines, one empties item per sales unit; returned ones come after. */
function emptiesOf(
  lines: readonly { row: CartLineRow; priced: LinePrice }[],
  returned: readonly ReturnedEmptiesRow[],
): CartEmpties[] {
  const linked = lines.flatMap(({ row, priced }): CartEmpties[] =>
    row.empties?.sku && priced.packages > 0
      ? [
          {
            parent_product: row.product.sku,
            sku: row.empties.sku,
            qty: priced.packages,
            name: row.empties.name,
            number_of_bottles_gabbie: row.empties.numberOfBottlesGabbie,
            number_of_units: priced.packages * Math.max(row.empties.numberOfBottlesGabbie, 1),
            deposit: euros(priced.depositCents),
            kind: 'linked',
          },
        ]
      : [],
  );
  const back = returned.map((row): CartEmpties => ({
    parent_product: null,
    sku: row.sku,
    qty: row.quantity,
    name: row.name,
    number_of_bottles_gabbie: row.numberOfBottlesGabbie,
    number_of_units: row.quantity * Math.max(row.numberOfBottlesGabbie, 1),
    deposit: 0,
    kind: 'returned',
  }));
  return [...linked, ...back];
}

/** The wire cart (spec 2 §3). */
export function toCart(
  context: CartContext,
  lines: readonly CartLineRow[],
  returned: readonly ReturnedEmptiesRow[],
  orderableUnits: string,
  palletMinimum: number,
): CartParent {
  const { cart, shipTo, company } = context;
  const { measures, capacity, progress, priced } = evaluateCart(context, lines);
  const { totals } = priced;
  const terms = {
    priceListId: shipTo.priceListId,
    orderableUnits: parseOrderableUnits(orderableUnits),
    palletMinimum,
  };
  const layerTotal = priced.lines.reduce(
    (sum, line) =>
      sum +
      (line.row.product.numberOfProductsOnLayer > 0
        ? line.packages / line.row.product.numberOfProductsOnLayer
        : 0),
    0,
  );
  return {
    id: cart.id,
    items: priced.lines.map((line) => itemOf(line.row, line.priced, terms)),
    total_quantity: lines.length,
    note_for_driver: cart.noteForDriver,
    customer_order_number: cart.customerOrderNumber,
    delivery_date: cart.deliveryDate,
    delivery_method: orderTypeOf(context),
    ship_to_id: shipTo.id,
    shipmentId: cart.shipmentMode,
    isOnlyEmpties: cart.shipmentMode === 1 ? '1' : '0',
    flexible_delivery: cart.flexibleDelivery,
    multi_deposit: euros(totals.depositCents),
    quantity_totals: {
      units: measures.packages,
      layers: roundTo(layerTotal, 2),
      pallets: measures.pallets,
      weight: measures.weightKg,
      hectolitres: measures.hectolitres,
    },
    prices: pricesOf(totals),
    grand_total_your_price_details: { grand_total_your_price: euros(totals.rowYourPriceCents) },
    outlet_details: {
      payer_name: company.name,
      outlet_name: shipTo.name,
      street: shipTo.street,
      city: shipTo.city,
      country: shipTo.country,
      province: shipTo.province,
      postalcode: shipTo.postalCode,
      sap_id: shipTo.id,
    },
    payer_details: {
      payername: company.name,
      street: company.street,
      city: company.city,
      country: company.country,
      zipcode: company.postalCode,
      sap_id: company.id,
      identification_no: company.taxCode,
      taxvat: company.vatNumber,
    },
    selected_payment_method: cart.paymentCode
      ? { code: cart.paymentCode, title: cart.paymentMethod ?? cart.paymentCode }
      : null,
    paymentMethod: cart.paymentMethod,
    payer_payment_terms: company.paymentTerms,
    empties: emptiesOf(
      priced.lines.map((line) => ({ row: line.row, priced: line.priced })),
      returned,
    ),
    progress_bar_data: {
      isFullTruck: shipTo.isFullTruck,
      iMinimumOrderPallet: shipTo.minPallets,
      iMaximumOrderPallet: shipTo.maxPallets,
      iMinimumOrderWeight: shipTo.minWeightKg,
      iMaximumOrderWeight: shipTo.maxWeightKg,
      iMaximumOrderCash: euros(shipTo.maxOrderCashCents),
      sOutletDeliveryMethod: capacity.orderType,
      iTotalCartWeight: measures.weightKg,
      iTotalCartPalletQty: measures.pallets,
      iTotalCartHectolitres: measures.hectolitres,
      state: progress.state,
      message: progress.message,
      percent: progress.percent,
      cash_percent: cashProgressPercent(totals.rowYourPriceCents, shipTo.maxOrderCashCents),
    },
    updated_at: cart.updatedAt.toISOString(),
  };
}
