import * as z from 'zod/mini';

/**
 * REST contract of the company details on My Profile (spec 3 §2 "company details", §3 "Company", §7 general
 * service `GET soldtos/{id}`): the sold-to's SAP id, VAT and tax number, address, the producer's sales
 * representative and key account manager (spec 3 §1: both are shown to users), and the caller's ship-tos of
 * that company with SAP id, type, status and the caller's role. zod's mini flavour, like the identity contracts.
 */

/** Messages of the company read, in English; also their i18n keys. */
export const COMPANY_MESSAGES = {
  notYours: 'This company is not one of yours',
} as const;

/** The `{id}` of GET soldtos/{id}: a SAP id of up to 10 digits (compared padded to 10, like ship-to ids). */
export const soldToParamsSchema = z.object({
  id: z.string().check(z.trim(), z.regex(/^\d{1,10}$/, 'A company id is up to 10 digits')),
});

/** One of the producer's people a customer deals with. */
export const salesContactSchema = z.object({ name: z.string(), email: z.nullable(z.string()) });
export type SalesContact = z.infer<typeof salesContactSchema>;

/** A ship-to of the company that the caller holds a role on. */
export const soldToShipToSchema = z.object({
  sapId: z.string(),
  name: z.string(),
  address: z.string(),
  /** The ship-to's type: its customer type (Outlets, On Premise, On Premise Franchisee, POS, WHSL). */
  customerType: z.string(),
  /** ACTIVE or SUSPENDED. */
  status: z.string(),
  /** The caller's role on it, e.g. 'On Premise Owner'. */
  role: z.string(),
});
export type SoldToShipTo = z.infer<typeof soldToShipToSchema>;

/** GET soldtos/{id}: the company (payer / sold-to) of spec 3 §3. */
export const soldToResponseSchema = z.object({
  sapId: z.string(),
  name: z.string(),
  vatNumber: z.nullable(z.string()),
  taxNumber: z.nullable(z.string()),
  address: z.nullable(z.string()),
  /** ITA, CZE, SVK, POL. */
  country: z.string(),
  isKeyAccount: z.boolean(),
  salesRepresentative: z.nullable(salesContactSchema),
  keyAccountManager: z.nullable(salesContactSchema),
  shipTos: z.array(soldToShipToSchema),
});
export type SoldTo = z.infer<typeof soldToResponseSchema>;
