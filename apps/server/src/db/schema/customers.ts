import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A market the producer sells in: its time zone drives cut-off hours and delivery dates. */
export const markets = pgTable('markets', {
  code: text('code').primaryKey(), // IT, CZ, SK, PL
  name: text('name').notNull(),
  timeZone: text('time_zone').notNull(),
  currency: text('currency').notNull().default('EUR'),
  defaultLanguage: text('default_language').notNull().default('it'),
  countryCode: text('country_code').notNull(), // ITA, CZE, SVK, POL as the identity profile spells it
});

/** A price list: several ship-tos buy at the same prices. */
export const priceLists = pgTable('price_lists', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  marketCode: text('market_code')
    .notNull()
    .references(() => markets.code),
  /** Transport discounts in basis points (100 = 1 %), DESIGN §6. */
  motriceDiscountBp: integer('motrice_discount_bp').notNull().default(0),
  autotrenoDiscountBp: integer('autotreno_discount_bp').notNull().default(0),
});

/** A customer company: the payer / sold-to that owns ship-tos. */
export const companies = pgTable('companies', {
  id: text('id').primaryKey(), // SAP id, 10 digits
  name: text('name').notNull(),
  marketCode: text('market_code')
    .notNull()
    .references(() => markets.code),
  vatNumber: text('vat_number'),
  taxCode: text('tax_code'),
  street: text('street'),
  city: text('city'),
  postalCode: text('postal_code'),
  province: text('province'),
  country: text('country').notNull(),
  isKeyAccount: boolean('is_key_account').notNull().default(false),
  /** Payment-term codes the company may use (spec 2 §9), the first is the default. */
  paymentTerms: text('payment_terms')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  salesRepName: text('sales_rep_name'),
  salesRepEmail: text('sales_rep_email'),
  keyAccountManagerName: text('key_account_manager_name'),
  keyAccountManagerEmail: text('key_account_manager_email'),
  isActive: boolean('is_active').notNull().default(true),
});

/** One delivery-calendar entry of a ship-to (spec 2 §3): type contains '1' or is 'PD'. */
export type DeliveryConfigRow = { type: string; delivery_days?: string[]; small_truck_sec_Days?: string[] };

/** A delivery address (ship-to) with its customer type, status, calendar, limits and price list. */
export const shipTos = pgTable(
  'ship_tos',
  {
    id: text('id').primaryKey(), // SAP id, 10 digits
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    street: text('street').notNull(),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    province: text('province'),
    country: text('country').notNull(),
    customerType: text('customer_type').notNull(), // Outlets, On Premise, On Premise Franchisee, POS, WHSL
    status: text('status').notNull().default('ACTIVE'), // ACTIVE | SUSPENDED
    deliveryType: text('delivery_type'), // e.g. 'Franco Destino'
    deliveryConfig: jsonb('delivery_config').$type<DeliveryConfigRow[]>().notNull().default([]),
    priceListId: text('price_list_id')
      .notNull()
      .references(() => priceLists.id),
    minWeightKg: integer('min_weight_kg').notNull().default(1),
    maxWeightKg: integer('max_weight_kg').notNull().default(29300),
    minPallets: integer('min_pallets').notNull().default(0),
    maxPallets: integer('max_pallets').notNull().default(34),
    maxOrderCashCents: integer('max_order_cash_cents').notNull().default(0),
    /** Wholesale depots order whole trucks: the cart counts pallets (spec 2 §5). */
    isFullTruck: boolean('is_full_truck').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ship_tos_company_idx').on(table.companyId),
    index('ship_tos_price_list_idx').on(table.priceListId),
  ],
);
