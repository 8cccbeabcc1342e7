import type { IsoDate } from '@spina/domain';
import { addDays } from '@spina/domain';
import type { marketingMaterials, media } from '../schema';
import { solidJpeg, storedZip, stripedPng } from './binary-files';
import { slugify } from './codes';
import { BRANDS, type BrandSeed } from './data/brands';
import { LIQUIDS } from './data/catalogue';
import { simplePdf } from '../../lib/simple-pdf';
import { brandLogoSvg, posterSvg } from './images';
import type { SeededRandom } from './random';

export type MaterialRow = typeof marketingMaterials.$inferInsert;
export type MediaRow = typeof media.$inferInsert;

type Kind = 'pdf' | 'jpg' | 'png' | 'zip' | 'svg';
type Draft = { folder: string; it: string; en: string; kind: Kind };

const MIME: Record<Kind, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
  zip: 'application/zip',
  svg: 'image/svg+xml',
};

/** What every brand offers for download: 30 items over logos, sheets, price lists, POS, social and photos. */
function brandDrafts(brand: BrandSeed): Draft[] {
  const liquids = LIQUIDS.filter((liquid) => liquid.brand === brand.id).slice(0, 8);
  const drafts: Draft[] = [
    {
      folder: 'Loghi',
      it: `Logo ${brand.name} (vettoriale)`,
      en: `${brand.name} logo (vector)`,
      kind: 'svg',
    },
    { folder: 'Loghi', it: `Logo ${brand.name} (PNG)`, en: `${brand.name} logo (PNG)`, kind: 'png' },
    { folder: 'Loghi', it: `Kit loghi ${brand.name}`, en: `${brand.name} logo kit`, kind: 'zip' },
    ...liquids.map((liquid) => ({
      folder: 'Schede prodotto',
      it: `Scheda prodotto ${liquid.name}`,
      en: `${liquid.name} product sheet`,
      kind: 'pdf' as const,
    })),
    { folder: 'Listini', it: `Listino ${brand.name} 2026`, en: `${brand.name} price list 2026`, kind: 'pdf' },
    {
      folder: 'Listini',
      it: `Promozioni ${brand.name} del trimestre`,
      en: `${brand.name} quarterly promotions`,
      kind: 'pdf',
    },
    { folder: 'Materiale POS', it: `Poster A3 ${brand.name}`, en: `${brand.name} A3 poster`, kind: 'jpg' },
    { folder: 'Materiale POS', it: `Locandina ${brand.name}`, en: `${brand.name} flyer`, kind: 'pdf' },
    {
      folder: 'Materiale POS',
      it: `Menu bar ${brand.name} da personalizzare`,
      en: `${brand.name} bar menu template`,
      kind: 'pdf',
    },
    {
      folder: 'Materiale POS',
      it: `Sottobicchieri ${brand.name}`,
      en: `${brand.name} coasters`,
      kind: 'png',
    },
    {
      folder: 'Materiale POS',
      it: `Cavalierino da tavolo ${brand.name}`,
      en: `${brand.name} table tent`,
      kind: 'jpg',
    },
    { folder: 'Social media', it: `Kit social ${brand.name}`, en: `${brand.name} social kit`, kind: 'zip' },
  ];
  for (let n = 1; drafts.length < 25; n++) {
    drafts.push({
      folder: 'Social media',
      it: `Post social ${brand.name} n. ${n}`,
      en: `${brand.name} social post no. ${n}`,
      kind: n % 2 === 0 ? 'png' : 'jpg',
    });
  }
  for (let n = 1; drafts.length < 30; n++) {
    drafts.push({
      folder: 'Foto prodotto',
      it: `Foto ${brand.name} ${n}`,
      en: `${brand.name} photo ${n}`,
      kind: 'jpg',
    });
  }
  return drafts;
}

/** What Czech customers download: the Czech brand's basics and a guide (below), in Czech and English. */
const CZECH: Draft[] = [
  { folder: 'Loga', it: 'Logo Hvězdná (vektor)', en: 'Hvězdná logo (vector)', kind: 'svg' },
  { folder: 'Loga', it: 'Logo Hvězdná (PNG)', en: 'Hvězdná logo (PNG)', kind: 'png' },
  { folder: 'Ceníky', it: 'Ceník Hvězdná 2026', en: 'Hvězdná price list 2026', kind: 'pdf' },
  { folder: 'POS materiály', it: 'Plakát A3 Hvězdná', en: 'Hvězdná A3 poster', kind: 'jpg' },
];
const CZECH_GENERAL: Draft[] = [
  { folder: 'Průvodci', it: 'Jak objednat na portálu', en: 'How to order on the portal', kind: 'pdf' },
];

/** Materials of the producer itself, not of one brand. */
const GENERAL: Draft[] = [
  { folder: 'Guide', it: 'Guida al reso dei vuoti', en: 'Guide to returning empties', kind: 'pdf' },
  { folder: 'Guide', it: 'Calendario consegne 2026', en: 'Delivery calendar 2026', kind: 'pdf' },
  {
    folder: 'Guide',
    it: 'Come fare un ordine sul portale',
    en: 'How to place an order on the portal',
    kind: 'pdf',
  },
  { folder: 'Guide', it: 'Manuale di spillatura', en: 'Draught pouring manual', kind: 'pdf' },
];

function fileOf(
  draft: Draft,
  colours: [string, string],
  name: string,
): { body: string; encoding: string; bytes: number } {
  const binary = (buffer: Buffer) => ({
    body: buffer.toString('base64'),
    encoding: 'base64',
    bytes: buffer.length,
  });
  const text = (body: string) => ({ body, encoding: 'utf8', bytes: Buffer.byteLength(body) });
  switch (draft.kind) {
    case 'svg':
      return text(brandLogoSvg(name, colours[0], colours[1]));
    case 'png':
      return binary(stripedPng(64, 32, colours));
    case 'jpg':
      return binary(solidJpeg(colours[0]));
    case 'zip':
      return binary(
        storedZip([
          {
            name: 'LEGGIMI.txt',
            content: `${draft.it}\n\nMateriale riservato ai clienti. Uso consentito nel punto vendita.\n`,
          },
          { name: 'logo.svg', content: brandLogoSvg(name, colours[0], colours[1]) },
          { name: 'logo.png', content: stripedPng(64, 32, colours) },
        ]),
      );
    case 'pdf':
      return text(
        simplePdf(draft.it, [draft.en, '', 'Spina Bevande S.p.A. - materiale marketing per i clienti.']),
      );
  }
}

/** Marketing materials of every brand plus general guides, with their files for the media table. */
export function buildMarketing(
  random: SeededRandom,
  today: IsoDate,
): { materials: MaterialRow[]; files: MediaRow[] } {
  const materials: MaterialRow[] = [];
  const files: MediaRow[] = [];
  const czechBrand = BRANDS.find((brand) => brand.id === 'hvezdna')!;
  // The Czech group comes last, so that the Italian materials keep the ids they had before it existed.
  const groups: { brand: BrandSeed | null; drafts: Draft[]; market: string }[] = [
    ...BRANDS.map((brand) => ({ brand, drafts: brandDrafts(brand), market: 'IT' })),
    { brand: null, drafts: GENERAL, market: 'IT' },
    { brand: czechBrand, drafts: CZECH, market: 'CZ' },
    { brand: null, drafts: CZECH_GENERAL, market: 'CZ' },
  ];
  for (const { brand, drafts, market } of groups) {
    const colours: [string, string] = brand
      ? [brand.primaryColor, brand.secondaryColor]
      : ['#0B3D2E', '#F6E7C8'];
    const owner = brand?.id ?? 'spina';
    for (const draft of drafts) {
      const path = `marketing/${market.toLowerCase()}/${owner}/${slugify(draft.it)}.${draft.kind}`;
      const file = fileOf(draft, colours, brand?.name ?? 'Spina');
      // Customers with the Marketing Materials section only: never served under the public /media.
      files.push({
        path,
        contentType: MIME[draft.kind],
        body: file.body,
        encoding: file.encoding,
        isPublic: false,
      });
      materials.push({
        id: random.uuid(),
        name: { it: draft.it, en: draft.en },
        brandId: brand?.id ?? null,
        folder: draft.folder,
        fileUrl: `/media/${path}`,
        mimeType: MIME[draft.kind],
        sizeBytes: file.bytes,
        marketCode: market,
        publishedAt: new Date(`${addDays(today, -random.int(1, 365))}T10:00:00Z`),
      });
    }
  }
  return { materials, files };
}

/** The poster of an article or banner, as a media row. */
export function posterFile(
  path: string,
  title: string,
  subtitle: string,
  colours: [string, string],
): MediaRow {
  return { path, contentType: MIME.svg, body: posterSvg(title, subtitle, colours[0], colours[1]) };
}
