import { localDate, type IsoDate } from '@spina/domain';
import { SeededRandom } from './random';

/** Options of one seed run. */
export type SeedOptions = {
  /** The day the order history ends on (Europe/Rome); defaults to today, so the history looks recent. */
  today?: IsoDate;
};

/** The day a seed run anchors its order history on when given none: today in Europe/Rome. */
export function seedToday(): IsoDate {
  return localDate(new Date(), 'Europe/Rome');
}

/**
 * What the seed steps share: the anchor day, named random streams (one per purpose, so changing one step
 * does not shift the data of another) and the generated data sets, built once and reused by later steps.
 */
export class SeedContext {
  readonly today: IsoDate;
  private readonly built = new Map<string, unknown>();

  constructor(options: SeedOptions = {}) {
    this.today = options.today ?? seedToday();
  }

  random(stream: string): SeededRandom {
    return SeededRandom.named(stream);
  }

  /** Builds a data set on first use and returns the same value afterwards. */
  once<T>(key: string, build: () => T): T {
    if (!this.built.has(key)) this.built.set(key, build());
    return this.built.get(key) as T;
  }
}
