import { SimpleGrid } from '@mantine/core';
import type { ArticleSummary } from '@spina/domain';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ArticleCard, ArticleCardSkeleton } from './ArticleCard';

/** Columns of the news grid: one on a phone, two on a tablet, three on a desktop. */
const COLUMNS = { base: 1, sm: 2, lg: 3 } as const;

/** Articles as a grid of cards, announced as a list; the first card's picture loads at once unless told otherwise. */
export function ArticleGrid({
  articles,
  label,
  busy = false,
  lazyAll = false,
  titleOrder = 2,
}: {
  articles: readonly ArticleSummary[];
  label: string;
  /** The articles shown are the previous filter's while the new one loads. */
  busy?: boolean;
  /** Every picture waits until it comes near the view: the grid is not at the top of its screen. */
  lazyAll?: boolean;
  /** The heading level of the cards' titles, under the screen's own headings. */
  titleOrder?: 2 | 3;
}) {
  return (
    <SimpleGrid
      cols={COLUMNS}
      spacing="md"
      component="ul"
      aria-label={label}
      aria-busy={busy}
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {articles.map((article, index) => (
        <li key={article.id}>
          <ArticleCard article={article} first={!lazyAll && index === 0} titleOrder={titleOrder} />
        </li>
      ))}
    </SimpleGrid>
  );
}

/** Placeholders of cards in the grid's columns while the articles load, announced once as loading. */
export function ArticleGridSkeleton({ count }: { count: number }) {
  const { t } = useTranslation('news');
  return (
    <SimpleGrid cols={COLUMNS} spacing="md" role="status" aria-busy="true" aria-label={t('list.loading')}>
      {Array.from({ length: count }, (_, index) => (
        <ArticleCardSkeleton key={index} />
      ))}
    </SimpleGrid>
  );
}
