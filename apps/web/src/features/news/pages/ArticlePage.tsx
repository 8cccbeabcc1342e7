import { Anchor, Badge, Container, Group, Skeleton, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconFileSearch } from '@tabler/icons-react';
import { ROUTES, type Article } from '@spina/domain';
import { useId, useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link, useLocation, useParams } from 'react-router';
import { StatusPage } from '../../../components/ui/StatusPage';
import { ApiError } from '../../../lib/api-errors';
import { sanitizeHtml } from '../../../lib/html';
import { usePageTitle } from '../../../lib/page-title';
import { loginPathFor, useSession } from '../../auth';
import { useArticle, useArticleList } from '../api/articles';
import { ArticleGrid } from '../components/ArticleGrid';
import { ArticleMeta } from '../components/ArticleMeta';
import { ArticlePicture } from '../components/ArticlePicture';
import { LoadFailure } from '../../../components/ui/LoadFailure';
import { tagHref } from '../news-filters';
import classes from '../news.module.css';

/** Other articles shown under an article. */
const MORE_NEWS = 3;

/** Placeholders of the article's parts, of their final size, while it loads. */
function ArticleSkeleton() {
  const { t } = useTranslation('news');
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={t('article.loading')}>
      <Skeleton height={14} width={160} />
      <Skeleton height={36} width="80%" />
      <Skeleton className={classes.hero} />
      {Array.from({ length: 5 }, (_, index) => (
        <Skeleton key={index} height={14} width={index === 4 ? '60%' : '100%'} />
      ))}
    </Stack>
  );
}

/** An unknown path, or an article the reader may not read; visitors are told customers may read more. */
function ArticleNotFound() {
  const { t } = useTranslation('news');
  const { status } = useSession();
  const { pathname } = useLocation();
  const visitor = status === 'anonymous';
  return (
    <StatusPage
      icon={<IconFileSearch size={36} />}
      title={t('article.notFoundTitle')}
      text={
        visitor ? `${t('article.notFoundText')} ${t('article.notFoundVisitor')}` : t('article.notFoundText')
      }
      action={
        visitor
          ? { label: t('article.signIn'), to: loginPathFor(pathname) }
          : { label: t('article.allNews'), to: ROUTES.news.path }
      }
    />
  );
}

/** The newest articles other than the one on screen, from the list the reader already has. */
function MoreNews({ current }: { current: string }) {
  const { t } = useTranslation('news');
  const list = useArticleList([]);
  const others = (list.data?.pages[0]?.results ?? []).filter((article) => article.path !== current);
  if (others.length === 0) return null;
  return (
    <Stack gap="md" component="section" aria-labelledby="more-news">
      <Title order={2} id="more-news" fz="xl">
        {t('article.more')}
      </Title>
      <ArticleGrid articles={others.slice(0, MORE_NEWS)} label={t('article.more')} lazyAll titleOrder={3} />
    </Stack>
  );
}

function ArticleBody({ article }: { article: Article }) {
  const { t } = useTranslation('news');
  const body = useMemo(() => sanitizeHtml(article.body), [article.body]);
  const titleId = useId();
  usePageTitle(article.title);
  return (
    <Stack gap="md" component="article" aria-labelledby={titleId}>
      <ArticleMeta article={article} />
      <Title order={1} id={titleId}>
        {article.title}
      </Title>
      <ArticlePicture image={article.image} first className={classes.hero} />
      <div className={classes.body} dangerouslySetInnerHTML={{ __html: body }} />
      {article.tags.length > 0 && (
        <Group gap="xs" component="nav" aria-label={t('article.tags')}>
          {article.tags.map((tag) => (
            <Badge
              key={tag}
              component={Link}
              to={tagHref(tag)}
              variant="outline"
              color="spinaGreen.8"
              tt="none"
              radius="sm"
              size="lg"
              fw={500}
              aria-label={t('article.tagLink', { name: tag })}
            >
              {tag}
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}

/**
 * /news/{path} (spec 1 §2.2 newsItem, public): an article with its picture, body and tags, and more news
 * under it. An unknown path, or a private article for a reader without News & Articles, shows the not-found
 * state (the server answers 404 alike, so that it does not tell which).
 */
export default function ArticlePage() {
  const { t } = useTranslation('news');
  const { path = '' } = useParams();
  const article = useArticle(path);

  let content;
  if (article.isPending) content = <ArticleSkeleton />;
  else if (article.error instanceof ApiError && article.error.kind === 'not-found')
    return <ArticleNotFound />;
  else if (article.isError)
    content = (
      <LoadFailure
        text={t('article.error')}
        retry={t('article.retry')}
        onRetry={() => void article.refetch()}
      />
    );
  else content = <ArticleBody article={article.data} />;

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="xl">
        {content}
        <Anchor component={Link} to={ROUTES.news.path} fw={600}>
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden />
            {t('article.allNews')}
          </Group>
        </Anchor>
        <MoreNews current={path} />
      </Stack>
    </Container>
  );
}
