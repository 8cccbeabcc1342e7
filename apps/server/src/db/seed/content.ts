import { addDays } from '@spina/domain';
import type { Database } from '../client';
import {
  articles,
  banners,
  faqItems,
  faqPages,
  helpPages,
  knowledgeBase,
  marketingMaterials,
  media,
} from '../schema';
import type { Localized } from '../schema';
import { insertRows } from './batch';
import { productsLink } from './catalogue-links';
import type { SeedContext } from './context';
import { ARTICLES } from './data/articles';
import { BRANDS } from './data/brands';
import { HELP_SECTIONS } from './data/help-pages';
import { FAQ_PAGES, KNOWLEDGE_BASE } from './data/support';
import { simplePdf } from '../../lib/simple-pdf';
import { buildMarketing, posterFile, type MediaRow } from './marketing';

const pair = ([it, en]: [string, string]): Localized => ({ it, en });
const HOUSE_COLOURS: [string, string] = ['#0B3D2E', '#F6E7C8'];

function coloursOf(brandId: string | undefined): [string, string] {
  const brand = BRANDS.find((candidate) => candidate.id === brandId);
  return brand ? [brand.primaryColor, brand.secondaryColor] : HOUSE_COLOURS;
}

type BannerSeed = {
  location: string;
  audience: 'public' | 'private';
  title: [string, string];
  body: [string, string];
  link: string | null;
  brand?: string;
  market?: string;
};

/** Home-page banners before and after sign-in, and banners of the news and marketing pages. */
const BANNERS: BannerSeed[] = [
  {
    location: 'homepage-before-login',
    audience: 'public',
    title: ['Il tuo partner per la birra alla spina', 'Your draught beer partner'],
    body: [
      'Diventa cliente: impianti, formazione e consegne in 48 ore.',
      'Become a customer: equipment, training and 48-hour delivery.',
    ],
    link: '/become-partner',
  },
  {
    location: 'homepage-before-login',
    audience: 'public',
    title: ['Ordina online, quando vuoi', 'Order online, whenever you like'],
    body: ['Il portale ordini è aperto 24 ore su 24.', 'The ordering portal is open around the clock.'],
    link: '/login',
  },
  {
    location: 'homepage-before-login',
    audience: 'public',
    title: ['Vuoti a rendere, ambiente più pulito', 'Returnable empties, a cleaner environment'],
    body: ['Ogni bottiglia a rendere fa venti viaggi.', 'Every returnable bottle makes twenty trips.'],
    link: '/news/vuoti-a-rendere-guida',
  },
  {
    location: 'homepage-after-login',
    audience: 'private',
    title: ['Novità: Montefosco Hazy IPA', 'New: Montefosco Hazy IPA'],
    body: ['In lattina da 44 cl e in fusto da 20 litri.', 'In 44 cl cans and 20-litre kegs.'],
    link: productsLink({ brand: 'montefosco' }),
    brand: 'montefosco',
  },
  {
    location: 'homepage-after-login',
    audience: 'private',
    title: ['Promo fusti Valtorre', 'Valtorre keg promotion'],
    body: [
      'Sconto del 10% sui fusti in promozione questo mese.',
      '10% off the kegs on promotion this month.',
    ],
    link: productsLink({ flag: 'product_sale' }),
    brand: 'valtorre',
  },
  {
    location: 'homepage-after-login',
    audience: 'private',
    title: ['Caffè pronto da bere', 'Ready-to-drink coffee'],
    body: ['Caffè Shakerato e Espresso Freddo Frizzà.', 'Frizzà Caffè Shakerato and Espresso Freddo.'],
    link: productsLink({ category: 'caffe-pronti' }),
    brand: 'frizza',
  },
  {
    location: 'homepage-after-login',
    audience: 'private',
    title: ['Ordine veloce', 'Fast Order'],
    body: ['Il carrello pronto con i tuoi prodotti abituali.', 'A ready cart with your usual products.'],
    link: '/catalog/suggested-cart',
  },
  {
    location: 'homepage-after-login',
    audience: 'private',
    title: ['Hvězdná: ležák z Plzeňska', 'Hvězdná: lager from Pilsen'],
    body: ['Světlý Ležák 12° nyní v sudech 50 l.', 'Světlý Ležák 12° now in 50-litre kegs.'],
    link: productsLink({ brand: 'hvezdna' }),
    brand: 'hvezdna',
    market: 'CZ',
  },
  {
    location: 'news',
    audience: 'public',
    title: ['News e articoli', 'News and articles'],
    body: ['Novità di prodotto, consegne e formazione.', 'Product news, delivery and training.'],
    link: '/news',
  },
  {
    location: 'marketingMaterials',
    audience: 'private',
    title: ['Materiali marketing', 'Marketing materials'],
    body: [
      'Loghi, poster e post social dei nostri marchi.',
      'Logos, posters and social posts of our brands.',
    ],
    link: '/marketing-materials',
  },
];

/** Articles, banners, FAQ, knowledge base, help pages and marketing materials, with their pictures and files. */
export async function seedContent(db: Database, context: SeedContext): Promise<void> {
  const random = context.random('content');
  const files: MediaRow[] = [];

  const articleRows = ARTICLES.map((seed, index) => {
    const title = pair(seed.title);
    const summary = pair(seed.summary);
    const imagePath = `articles/${seed.path}.svg`;
    files.push(posterFile(imagePath, seed.title[0], seed.tags.join(' · '), coloursOf(seed.brand)));
    return {
      id: random.uuid(),
      path: seed.path,
      title,
      summary,
      body: {
        it: `<p><strong>${summary.it}</strong></p><p>Per ordini, consegne e vuoti trovi tutto nel portale; il tuo agente di vendita è a disposizione per ogni domanda.</p>`,
        en: `<p><strong>${summary.en}</strong></p><p>Orders, deliveries and empties are all in the portal; your sales representative is happy to answer any question.</p>`,
      },
      imageUrl: `/media/${imagePath}`,
      tags: seed.tags,
      isPublic: seed.isPublic,
      marketCode: 'IT',
      publishedAt: new Date(`${addDays(context.today, -2 - Math.round(index * 22.5))}T08:30:00Z`),
    };
  });
  await insertRows(db, articles, articleRows);

  const bannerRows = BANNERS.map((seed, index) => {
    const path = `banners/${seed.location}-${index + 1}.svg`;
    // The banner's body is laid over the picture by the carousel, so the picture carries the title only.
    files.push(posterFile(path, seed.title[0], '', coloursOf(seed.brand)));
    return {
      id: random.uuid(),
      location: seed.location,
      audience: seed.audience,
      title: pair(seed.title),
      body: pair(seed.body),
      imageUrl: `/media/${path}`,
      link: seed.link,
      position: index,
      marketCode: seed.market ?? 'IT',
    };
  });
  const logoBanners = BRANDS.map((brand, index) => ({
    id: random.uuid(),
    location: 'brandlogosAfterLogin',
    audience: 'private',
    title: { it: brand.name, en: brand.name },
    imageUrl: `/media/brands/${brand.id}.svg`,
    link: productsLink({ brand: brand.id }),
    position: index,
    marketCode: 'IT',
  }));
  await insertRows(db, banners, [...bannerRows, ...logoBanners]);

  const pages = FAQ_PAGES.map((page, position) => ({ id: random.uuid(), title: pair(page.title), position }));
  await insertRows(db, faqPages, pages);
  await insertRows(
    db,
    faqItems,
    FAQ_PAGES.flatMap((page, pageIndex) =>
      page.items.map((item, position) => ({
        id: random.uuid(),
        pageId: pages[pageIndex]!.id,
        question: pair(item.question),
        answer: { it: `<p>${item.answer[0]}</p>`, en: `<p>${item.answer[1]}</p>` },
        position,
      })),
    ),
  );

  await insertRows(
    db,
    knowledgeBase,
    KNOWLEDGE_BASE.map((entry, position) => {
      const imagePath = `knowledge-base/${entry.category}-${position + 1}.svg`;
      files.push(posterFile(imagePath, entry.title[0], entry.category, HOUSE_COLOURS));
      return {
        id: random.uuid(),
        title: pair(entry.title),
        body: { it: `<p>${entry.body[0]}</p>`, en: `<p>${entry.body[1]}</p>` },
        category: entry.category,
        contentImageUrl: `/media/${imagePath}`,
        position,
      };
    }),
  );

  // A stream of their own, so that adding help pages leaves the other content's ids as they were.
  const helpRandom = context.random('help-pages');
  await insertRows(
    db,
    helpPages,
    HELP_SECTIONS.flatMap((section, sectionPosition) =>
      section.pages.map((page, index) => {
        const guidePath = page.guide ? `help/${page.guide.file}` : null;
        if (page.guide && guidePath)
          files.push({
            path: guidePath,
            contentType: 'application/pdf',
            body: simplePdf(page.guide.title, page.guide.lines),
          });
        return {
          id: helpRandom.uuid(),
          section: pair(section.title),
          sectionPosition,
          page: index + 1,
          name: pair(page.name),
          body: pair(page.body),
          fileUrl: guidePath ? `/media/${guidePath}` : null,
          newCapability: page.newCapability === true,
          permission: section.permission,
          updatedAt: new Date(`${addDays(context.today, -page.changedDaysAgo)}T07:00:00Z`),
        };
      }),
    ),
  );

  const marketing = buildMarketing(random, context.today);
  await insertRows(db, marketingMaterials, marketing.materials);
  await insertRows(db, media, [...files, ...marketing.files]);
}
