import { Badge } from '@mantine/core';
import { formatInputDate, isIsoDate, type ArticleSummary } from '@spina/domain';
import { useTranslation } from '../../../lib/i18n/use-translation';
import classes from '../news.module.css';

/** An article's day of publication (dd.MM.yyyy, spec 3 §9) and, for a private one, that it is for customers. */
export function ArticleMeta({ article }: { article: Pick<ArticleSummary, 'publishedOn' | 'isPublic'> }) {
  const { t } = useTranslation('news');
  const day = isIsoDate(article.publishedOn) ? formatInputDate(article.publishedOn) : article.publishedOn;
  return (
    <div className={classes.meta}>
      <p className={classes.published}>
        <time dateTime={article.publishedOn}>{t('card.published', { date: day })}</time>
      </p>
      {!article.isPublic && (
        <Badge variant="filled" color="gold.8" tt="none" radius="sm">
          {t('card.customersOnly')}
        </Badge>
      )}
    </div>
  );
}
