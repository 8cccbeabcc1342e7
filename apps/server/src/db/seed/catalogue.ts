import type { Database } from '../client';
import { brands, categories, media, products } from '../schema';
import { insertRows } from './batch';
import type { Catalogue } from './catalogue-build';
import { buildCatalogue } from './catalogue-build';
import type { SeedContext } from './context';
import { simplePdf } from '../../lib/simple-pdf';
import { brandLogoSvg, productSvg } from './images';

/** The catalogue of the seed run, built once and shared with the price and order steps. */
export function catalogueOf(context: SeedContext): Catalogue {
  return context.once('catalogue', () => buildCatalogue(context.today));
}

const SVG = 'image/svg+xml';

function technicalSheet(product: Catalogue['products'][number]): string {
  const row = product.row;
  return simplePdf(`Scheda tecnica - ${row.catalogProductName}`, [
    `Codice articolo: ${row.sku}`,
    `EAN cartone: ${row.ean ?? '-'}    EAN unita: ${row.eanEa ?? '-'}`,
    `Formato: ${row.packFormat ?? '-'}    Imballo: ${row.packMaterial ?? '-'}`,
    `Peso netto: ${row.netWeightG} g    Peso lordo: ${row.grossWeightG} g`,
    `Dimensioni collo: ${row.packageDimensions ?? '-'}`,
    `Pallet: ${row.numberOfProductsOnLayer} colli per strato x ${row.numberOfLayersPerPallet} strati = ${row.numberOfItemsOnPallet} colli`,
    `Dimensioni pallet: ${row.palletDimensions ?? '-'}    Peso pallet: ${row.palletWeightKg ?? '-'} kg`,
    `Shelf life: ${row.shelfLifeDays ?? '-'} giorni    Origine: ${row.countryOfOrigin ?? '-'}`,
  ]);
}

/** Categories, brands, products, and their pictures and technical sheets in the media table. */
export async function seedCatalogue(db: Database, context: SeedContext): Promise<void> {
  const catalogue = catalogueOf(context);
  await db.insert(categories).values(catalogue.categories);
  await db.insert(brands).values(catalogue.brands);
  await insertRows(
    db,
    products,
    catalogue.products.map((product) => product.row),
  );

  const files: (typeof media.$inferInsert)[] = [];
  for (const brand of catalogue.brands) {
    files.push({
      path: `brands/${brand.id}.svg`,
      contentType: SVG,
      body: brandLogoSvg(brand.name, brand.primaryColor, brand.secondaryColor),
    });
  }
  for (const product of catalogue.products) {
    const sku = product.row.sku;
    files.push({ path: `products/${sku}.svg`, contentType: SVG, body: productSvg(product.art, 1) });
    files.push({ path: `products/${sku}-2.svg`, contentType: SVG, body: productSvg(product.art, 2) });
    files.push({ path: `products/${sku}-3.svg`, contentType: SVG, body: productSvg(product.art, 3) });
    if (product.row.downloads?.length) {
      files.push({
        path: `downloads/${sku}-scheda-tecnica.pdf`,
        contentType: 'application/pdf',
        body: technicalSheet(product),
      });
    }
  }
  await insertRows(db, media, files);
}
