import * as z from 'zod/mini';
import {
  PAIRING_CUISINES,
  PAIRING_DISHES,
  PAIRING_FLAVOURS,
  PAIRING_OCCASIONS,
  STYLE_FAMILIES,
} from '../sustainability/food-pairing';

/**
 * REST contracts of the food-pairing configurator (spec 3 §2 foodParingConfigurator, login): a configuration is
 * sent, stored for the caller and answered with the catalogue's beers that suit it; the last configuration and
 * the previous ones are read back. The spec names no call; the path follows the route's name.
 */
export const FOOD_PAIRING_PATH = 'foodpairing/configurator';

/** Configurations listed as the previous ones, newest first. */
export const FOOD_PAIRING_HISTORY_SIZE = 10;

/** Body of POST foodpairing/configurator: one answer to each question. */
export const pairingChoiceSchema = z.strictObject({
  dish: z.enum(PAIRING_DISHES),
  cuisine: z.enum(PAIRING_CUISINES),
  occasion: z.enum(PAIRING_OCCASIONS),
  flavour: z.enum(PAIRING_FLAVOURS),
});

/** A suggested beer: the product standing for it in the catalogue, its style, and why it was chosen. */
export const pairingSuggestionSchema = z.object({
  sku: z.string(),
  name: z.string(),
  brandName: z.nullable(z.string()),
  beerType: z.string(),
  taste: z.string(),
  imageUrl: z.string(),
  family: z.enum(STYLE_FAMILIES),
  score: z.int(),
  matchedOn: z.array(z.enum(['dish', 'cuisine', 'occasion', 'flavour'])),
});
export type PairingSuggestionEntry = z.infer<typeof pairingSuggestionSchema>;

/** A stored configuration: its answers and when it was made. */
export const pairingConfigurationSchema = z.object({
  id: z.string(),
  choice: pairingChoiceSchema,
  createdAt: z.string(),
});
export type PairingConfiguration = z.infer<typeof pairingConfigurationSchema>;

/** A configuration with the beers that suit it, read from the catalogue as it is now. */
export const pairingResultSchema = z.extend(pairingConfigurationSchema, {
  suggestions: z.array(pairingSuggestionSchema),
});
export type PairingResult = z.infer<typeof pairingResultSchema>;

/** Answer of GET foodpairing/configurator: the last configuration with its beers and the previous ones. */
export const pairingHistorySchema = z.object({
  last: z.nullable(pairingResultSchema),
  previous: z.array(pairingConfigurationSchema),
});
export type PairingHistory = z.infer<typeof pairingHistorySchema>;
