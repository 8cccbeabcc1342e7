import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { ArticleHit, MarketingMaterialHit } from '@spina/domain';
import { fetchFile, saveFile } from '../../../lib/file-download';
import type { ProductHit } from '../api/product-search';
import type { SupportHit } from '../support-hits';
import { articleHref, supportHref } from '../targets';
import { ProductCard } from './ProductCard';
import { ResultRow } from './ResultRow';
import classes from '../search.module.css';

/** How a result is shown and where it goes: what every list of results needs. */
type ListProps<T> = { items: readonly T[]; term: string | null; onNavigate: () => void };

/** The short name of a file type for people: 'application/pdf' → 'PDF', 'image/svg+xml' → 'SVG'. */
export function fileTypeLabel(mimeType: string): string {
  const subtype = mimeType.split('/')[1] ?? mimeType;
  return subtype.split(/[+.;-]/)[0]!.toUpperCase();
}

/** Products found, two or four to a row (spec 1 §2.6: image, highlighted name, 'Your price'). */
export function ProductList({
  items,
  term,
  onNavigate,
  columns = 2,
}: ListProps<ProductHit> & { columns?: number }) {
  return (
    <SimpleGrid component="ul" cols={{ base: 1, xs: columns }} spacing="xs" className={classes.list}>
      {items.map((product) => (
        <li key={product.sku}>
          <ProductCard product={product} term={term} onNavigate={onNavigate} />
        </li>
      ))}
    </SimpleGrid>
  );
}

/** Content results, two to a row where there is room. */
async function downloadMaterial(material: MarketingMaterialHit): Promise<void> {
  try {
    const file = await fetchFile(material.file.link as `/api/${string}`);
    saveFile(file.blob, file.fileName ?? material.name);
  } catch (error) {
    console.error('material download failed', error);
  }
}

function RowList({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 1, xs: 2 }}
      spacing="xs"
      verticalSpacing={4}
      className={classes.list}
    >
      {children}
    </SimpleGrid>
  );
}

/**
 * Marketing materials found; each downloads its file. Files need the session's token (decision 0029), which a
 * link cannot carry, so the file is fetched and handed to the browser; a failure is logged (spec 3 §8).
 */
export function MaterialList({ items, term }: Omit<ListProps<MarketingMaterialHit>, 'onNavigate'>) {
  const { t } = useTranslation('search');
  return (
    <RowList>
      {items.map((material) => (
        <li key={material.id}>
          <ResultRow
            title={material.name}
            term={term}
            caption={fileTypeLabel(material.file.metadata.mimeType)}
            file={{
              href: material.file.link,
              description: t('material.opensFile'),
              open: () => void downloadMaterial(material),
            }}
          />
        </li>
      ))}
    </RowList>
  );
}

/** Articles found; each goes to its page under /news. */
export function ArticleList({ items, term, onNavigate }: ListProps<ArticleHit>) {
  return (
    <RowList>
      {items.map((article) => (
        <li key={article.id}>
          <ResultRow
            title={article.title}
            term={term}
            image={article.image?.link ?? null}
            to={articleHref(article.path)}
            onNavigate={onNavigate}
          />
        </li>
      ))}
    </RowList>
  );
}

/** Knowledge-base articles and FAQ pages found; each goes to the knowledge base, naming the item. */
export function SupportList({ items, term, onNavigate }: ListProps<SupportHit>) {
  const { t } = useTranslation('search');
  return (
    <RowList>
      {items.map((hit) => (
        <li key={`${hit.kind}-${hit.id}`}>
          <ResultRow
            title={hit.title}
            term={term}
            image={hit.image}
            caption={t(`support.${hit.kind}`)}
            to={supportHref(hit.kind, hit.id)}
            onNavigate={onNavigate}
          />
        </li>
      ))}
    </RowList>
  );
}
