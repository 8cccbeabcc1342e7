/**
 * Glossary of the ordering words used across Spina. Code and messages use these words with exactly
 * these meanings, so a rule reads the same in the domain, the server and the web app.
 *
 * - **ship-to**: a delivery address (outlet) of a customer company, identified by a 10-digit SAP id.
 *   Permissions, customer type, delivery calendar, capacity limits and prices are held per ship-to.
 * - **sales unit / package**: what one step of the Units counter orders (a case, a crate, a keg).
 * - **layer**: one horizontal layer of packages on a pallet (`number_of_products_on_layer` packages).
 * - **pallet**: a full pallet of `number_of_items_on_pallet` packages
 *   (`number_of_layers_per_pallet` layers).
 * - **empties**: returnable packaging (kegs, crates, bottles) that goes back to the producer; an empties
 *   return may accompany a beer order or be an order of its own.
 * - **ZQCR**: the material type code that marks an empties item in the catalogue.
 * - **motrice**: a rigid (single-unit) truck; an On Premise cart of 12,000–15,999 kg earns the Motrice
 *   transport discount.
 * - **autotreno**: a truck with trailer (road train); an On Premise cart of 25,260 kg up to the maximum
 *   order weight earns the Autotreno transport discount.
 * - **full truck**: a cart counted in pallets rather than weight (wholesale depots, empty trucks).
 * - **working day**: a day that is not Saturday, Sunday or a holiday of the market.
 * - **cut-off**: the local hour (12:00 small truck, 16:00 standard and empty pickup) after which an order
 *   placed today counts as placed on the next working day.
 * - **market**: a country the producer sells in (IT, CZ, SK, PL) with its own time zone and holidays.
 */
export const GLOSSARY = {
  shipTo: 'A delivery address of a customer company, identified by a 10-digit id.',
  package: 'One sales unit (case, crate, keg) as ordered with the Units counter.',
  layer: 'One layer of packages on a pallet.',
  pallet: 'A full pallet of packages.',
  empties: 'Returnable packaging (kegs, crates, bottles) that goes back to the producer.',
  ZQCR: 'Material type code of an empties item.',
  motrice: 'A rigid single-unit truck; its transport discount band is 12,000–15,999 kg.',
  autotreno: 'A truck with trailer; its transport discount band starts at 25,260 kg.',
  fullTruck: 'A cart counted in pallets rather than weight.',
  workingDay: 'A day that is not Saturday, Sunday or a holiday of the market.',
  cutOff: 'The local hour after which today counts as the next working day for ordering.',
  market: 'A country the producer sells in, with its own time zone and holidays.',
} as const;

/** A word defined in {@link GLOSSARY}. */
export type DomainTerm = keyof typeof GLOSSARY;
