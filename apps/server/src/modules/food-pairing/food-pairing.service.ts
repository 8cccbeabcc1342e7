import {
  FOOD_PAIRING_HISTORY_SIZE,
  suggestPairings,
  type PairingCandidate,
  type PairingChoice,
  type PairingConfiguration,
  type PairingHistory,
  type PairingResult,
} from '@spina/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { foodPairings } from '../../db/schema';
import { column, selectRows } from '../../db/sql-rows';

/** A beer of the catalogue with what the configurator shows of it. */
type Beer = PairingCandidate & { brandName: string | null; taste: string; imageUrl: string };

/** Configurations kept per user; older ones go, so that a user's history cannot grow without end. */
export const FOOD_PAIRINGS_KEPT = 50;

type PairingRow = typeof foodPairings.$inferSelect;

const configurationOf = (row: PairingRow): PairingConfiguration => ({
  id: row.id,
  choice: row.choice,
  createdAt: row.createdAt.toISOString(),
});

export type FoodPairingService = ReturnType<typeof createFoodPairingService>;

/**
 * The food-pairing configurator (spec 3 §2 foodParingConfigurator): configurations are kept per user, and the
 * beers that suit one are chosen by the domain's rules among the catalogue's beers as they are when asked.
 */
export function createFoodPairingService(db: Database) {
  /**
   * The catalogue's beers, one product standing for each (the first sellable sku of its sub-brand), with a
   * style the beer_type feature names.
   */
  function beers(): Promise<Beer[]> {
    return selectRows(
      db,
      {
        sku: column<string>(),
        name: column<string>(),
        brandName: column<string | null>(),
        beerType: column<string>(),
        taste: column<string>(),
        imageUrl: column<string>(),
      },
      sql`select distinct on (p.sub_brand) p.sku, p.sub_brand as name, b.name as "brandName",
          p.features->>'beer_type' as "beerType", coalesce(p.features->>'taste', '') as taste,
          p.image_url as "imageUrl"
        from products p left join brands b on b.id = p.brand_id
        where p.sellable and p.material_type = 'FERT' and p.sub_brand is not null
          and p.product_type in ('beer', 'alcohol-free beer') and coalesce(p.features->>'beer_type', '') <> ''
        order by p.sub_brand, p.sku`,
    );
  }

  async function resultOf(row: PairingRow): Promise<PairingResult> {
    const suggestions = suggestPairings(row.choice, await beers()).map(
      ({ beer, family, score, matchedOn }) => ({
        ...beer,
        family,
        score,
        matchedOn,
      }),
    );
    return { ...configurationOf(row), suggestions };
  }

  /** Stores `choice` as the user's newest configuration and answers it with its beers. */
  async function configure(userId: string, choice: PairingChoice): Promise<PairingResult> {
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx.insert(foodPairings).values({ userId, choice }).returning();
      await tx.execute(sql`delete from food_pairings where user_id = ${userId} and id not in (
        select id from food_pairings where user_id = ${userId}
        order by created_at desc, id desc limit ${FOOD_PAIRINGS_KEPT})`);
      return inserted!;
    });
    return resultOf(row);
  }

  /** The user's last configuration with its beers, and the ones before it, newest first. */
  async function history(userId: string): Promise<PairingHistory> {
    const rows = await db
      .select()
      .from(foodPairings)
      .where(eq(foodPairings.userId, userId))
      .orderBy(desc(foodPairings.createdAt), desc(foodPairings.id))
      .limit(FOOD_PAIRING_HISTORY_SIZE + 1);
    const [last, ...previous] = rows;
    return { last: last ? await resultOf(last) : null, previous: previous.map(configurationOf) };
  }

  return { configure, history };
}
