import { Badge, Skeleton } from '@mantine/core';
import type { ArticleSummary } from '@spina/domain';
import { Link } from 'react-router';
import { articleHref } from '../links';
import classes from '../news.module.css';
import { ArticleMeta } from './ArticleMeta';
import { ArticlePicture } from './ArticlePicture';

/**
 * An article of a list: picture, day, title linking to the article, summary and tags. The whole card answers a
 * click; the title's link is its one stop for the keyboard. `first` marks the first card of the screen, whose
 * picture loads at once.
 */
export function ArticleCard({
  article,
  first = false,
  titleOrder = 2,
}: {
  article: ArticleSummary;
  first?: boolean;
  titleOrder?: 2 | 3;
}) {
  const Heading = `h${titleOrder}` as const;
  return (
    <article className={classes.card}>
      <ArticlePicture image={article.image} first={first} />
      <div className={classes.cardBody}>
        <ArticleMeta article={article} />
        <Heading className={classes.cardTitle}>
          <Link to={articleHref(article.path)} className={classes.cardLink}>
            {article.title}
          </Link>
        </Heading>
        <p className={classes.summary}>{article.summary}</p>
        {article.tags.length > 0 && (
          <div className={classes.tags}>
            {article.tags.map((tag) => (
              <Badge key={tag} variant="outline" color="spinaGreen.8" tt="none" radius="sm" fw={500}>
                {tag}
              </Badge>
            ))}
          </div>
        )}
      </div>
    </article>
  );
}

/** A card's placeholder of the same size while the list loads. */
export function ArticleCardSkeleton() {
  return (
    <div className={classes.card}>
      <Skeleton className={classes.picture} radius={0} />
      <div className={classes.cardBody}>
        <Skeleton height={14} width="40%" />
        <Skeleton height={20} width="90%" />
        <Skeleton height={12} />
        <Skeleton height={12} />
        <Skeleton height={12} width="70%" />
        <div className={classes.tags}>
          <Skeleton height={20} width={64} />
          <Skeleton height={20} width={80} />
        </div>
      </div>
    </div>
  );
}
