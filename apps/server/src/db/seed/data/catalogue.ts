import { ACCESSORIES } from './accessories';
import { BEERS } from './beers';
import type { LiquidSeed } from './brands';
import { DRINKS } from './drinks';

/** Everything the producer sells, in sku order: beers, then soft drinks and water, then accessories. */
export const LIQUIDS: LiquidSeed[] = [...BEERS, ...DRINKS, ...ACCESSORIES];
