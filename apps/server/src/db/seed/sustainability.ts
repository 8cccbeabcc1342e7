import type { Database } from '../client';
import { brandPages, media, sustainabilityEntries, type Localized } from '../schema';
import { insertRows } from './batch';
import type { SeedContext } from './context';
import { BRAND_PAGES } from './data/brand-pages';
import {
  SUSTAINABILITY_CATEGORIES,
  SUSTAINABILITY_CHECKLIST,
  SUSTAINABILITY_LANDING,
} from './data/sustainability';
import { posterFile, type MediaRow } from './marketing';

const pair = ([it, en]: [string, string]): Localized => ({ it, en });
/** The section's own colours: forest green on a pale leaf. */
const GREEN: [string, string] = ['#1B4332', '#D8F3DC'];

type EntryRow = typeof sustainabilityEntries.$inferInsert;

/**
 * The sustainability section of the Italian market (spec 3 §3: entries sorted by position, located at
 * LandingPage, Category or Checklist; a category's tips are its subcontent) with a picture per landing entry
 * and category, and the page of each brand (story, tagline, founding year, home).
 */
export async function seedSustainability(db: Database, context: SeedContext): Promise<void> {
  const random = context.random('sustainability');
  const files: MediaRow[] = [];
  const picture = (name: string, title: string, subtitle: string) => {
    const path = `sustainability/${name}.svg`;
    files.push(posterFile(path, title, subtitle, GREEN));
    return `/media/${path}`;
  };

  const landing: EntryRow[] = SUSTAINABILITY_LANDING.map((entry, position) => ({
    id: random.uuid(),
    location: 'LandingPage',
    position,
    title: pair(entry.title),
    summary: pair(entry.summary),
    body: pair(entry.body),
    imageUrl: picture(`landing-${position + 1}`, entry.title[0], 'Spina · sostenibilità'),
  }));
  const categories: EntryRow[] = [];
  const tips: EntryRow[] = [];
  SUSTAINABILITY_CATEGORIES.forEach((category, position) => {
    const id = random.uuid();
    categories.push({
      id,
      location: 'Category',
      path: category.path,
      position,
      title: pair(category.title),
      summary: pair(category.summary),
      body: pair(category.body),
      imageUrl: picture(category.path, category.title[0], category.title[1]),
    });
    category.tips.forEach((tip, tipPosition) =>
      tips.push({
        id: random.uuid(),
        parentId: id,
        location: 'Category',
        position: tipPosition,
        title: pair(tip.title),
        summary: pair(tip.summary),
        body: pair(tip.body),
      }),
    );
  });
  const checklist: EntryRow[] = SUSTAINABILITY_CHECKLIST.map((entry, position) => ({
    id: random.uuid(),
    location: 'Checklist',
    position,
    title: pair(entry.title),
    summary: pair(entry.summary),
  }));

  // Parents first: a tip names its category.
  await insertRows(db, sustainabilityEntries, [...landing, ...categories, ...checklist]);
  await insertRows(db, sustainabilityEntries, tips);
  await insertRows(
    db,
    brandPages,
    BRAND_PAGES.map((page) => ({
      brandId: page.brandId,
      tagline: pair(page.tagline),
      story: pair(page.story),
      founded: page.founded,
      origin: page.origin,
    })),
  );
  await insertRows(db, media, files);
}
