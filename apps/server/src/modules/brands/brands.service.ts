import type { BrandDetails, BrandSummary, ContentLanguage } from '@spina/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { column, selectRows } from '../../db/sql-rows';
import { localizedSql } from '../catalogue/catalogue.sql';

/** A brand `b` with its page `bp` (left-joined) as the list's JSON, in `lang`. */
function summaryJson(lang: ContentLanguage): SQL {
  return sql`json_build_object('id', b.id, 'name', b.name,
    'tagline', coalesce(${localizedSql(sql`bp.tagline`, lang)}, ${localizedSql(sql`b.description`, lang)}, ''),
    'logo', case when b.logo_url is null then null else json_build_object('link', b.logo_url) end,
    'primaryColor', b.primary_color, 'secondaryColor', b.secondary_color)`;
}

/**
 * The drinks of brand `b`, one product standing for each (the first sellable sku of its sub-brand), with its
 * style: the beer_type of a beer, else its category's name. Empties and accessories are left out.
 */
function productsJson(lang: ContentLanguage): SQL {
  return sql`coalesce((select json_agg(json_build_object('sku', d.sku, 'name', d.name, 'style', d.style,
      'imageUrl', d.image_url) order by d.name)
    from (select distinct on (p.sub_brand) p.sku, p.sub_brand as name, p.image_url,
        coalesce(nullif(p.features->>'beer_type', ''), ${localizedSql(sql`c.name`, lang)}, '') as style
      from products p left join categories c on c.id = p.category_id
      where p.brand_id = b.id and p.sellable and p.material_type = 'FERT' and p.sub_brand is not null
        and p.product_type not in ('glassware', 'equipment')
      order by p.sub_brand, p.sku) d), '[]'::json)`;
}

export type BrandsService = ReturnType<typeof createBrandsService>;

/** The producer's brand pages (spec 3 §7 "Brands: ourbrand, ourbrand/GetAllOurBrandsDetails"). */
export function createBrandsService(db: Database) {
  /** Every brand in the producer's order. */
  async function list(lang: ContentLanguage): Promise<BrandSummary[]> {
    const rows = await selectRows(
      db,
      { brand: column<BrandSummary>() },
      sql`select ${summaryJson(lang)} as brand from brands b left join brand_pages bp on bp.brand_id = b.id
        order by b.position, b.id`,
    );
    return rows.map((row) => row.brand);
  }

  /** The page of every brand, or of the brand `brandId` only (none when it is unknown). */
  async function details(lang: ContentLanguage, brandId: string | undefined): Promise<BrandDetails[]> {
    const products = productsJson(lang);
    const rows = await selectRows(
      db,
      { brand: column<BrandDetails>() },
      sql`select (${summaryJson(lang)}::jsonb || jsonb_build_object(
          'story', coalesce(${localizedSql(sql`bp.story`, lang)}, ''),
          'founded', bp.founded, 'origin', coalesce(bp.origin, ''),
          'products', ${products}::jsonb)) as brand
        from brands b left join brand_pages bp on bp.brand_id = b.id
        where ${brandId === undefined ? sql`true` : sql`b.id = ${brandId}`}
        order by b.position, b.id`,
    );
    // The styles are those of the brand's products, each once, in the products' order.
    return rows.map(({ brand }) => ({
      ...brand,
      styles: [...new Set(brand.products.map((product) => product.style).filter((style) => style !== ''))],
    }));
  }

  return { list, details };
}
