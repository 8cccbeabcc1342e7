import { Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import { ARTICLE_PAGE_SIZE } from '@spina/domain';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link, useLocation, useSearchParams } from 'react-router';
import { loginPathFor, useSession } from '../../auth';
import { RouteBanner } from '../../banners';
import { useArticleList, useArticleTags } from '../api/articles';
import { ArticleGrid, ArticleGridSkeleton } from '../components/ArticleGrid';
import { EmptyState } from '../../../components/ui/EmptyState';
import { LoadFailure } from '../../../components/ui/LoadFailure';
import { TagFilter } from '../components/TagFilter';
import { readTags, tagsSearchParams } from '../news-filters';

function NoArticles({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation('news');
  return (
    <EmptyState
      icon={<IconNews size={40} aria-hidden />}
      title={filtered ? t('list.noMatchTitle') : t('list.emptyTitle')}
      text={filtered ? t('list.noMatchText') : t('list.emptyText')}
      testId="news-empty"
    >
      {filtered && (
        <Button variant="light" onClick={onClear}>
          {t('tags.clear')}
        </Button>
      )}
    </EmptyState>
  );
}

/** For visitors: customers read more after signing in (spec 3 §6), with the way back here. */
function VisitorNote() {
  const { t } = useTranslation('news');
  const { status } = useSession();
  const location = useLocation();
  if (status !== 'anonymous') return null;
  return (
    <Text size="sm">
      {t('list.visitorNote')}{' '}
      <Anchor component={Link} to={loginPathFor(`${location.pathname}${location.search}`)} fw={600}>
        {t('list.signIn')}
      </Anchor>
    </Text>
  );
}

/**
 * /news (spec 1 §2.2 news, public): the news and articles the reader may read, newest first, filtered by tags
 * chosen in the address, page after page. Visitors read public articles; customers with News & Articles
 * read every article of their market (spec 3 §6, §7).
 */
export default function NewsPage() {
  const { t } = useTranslation('news');
  const [params, setParams] = useSearchParams();
  const tags = readTags(params);
  const list = useArticleList(tags);
  const tagList = useArticleTags();
  const choose = (chosen: readonly string[]) => setParams(tagsSearchParams(chosen));

  const articles = list.data?.pages.flatMap((page) => page.results) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;

  let content;
  if (list.isPending) content = <ArticleGridSkeleton count={ARTICLE_PAGE_SIZE / 2} />;
  else if (list.isError && !list.data)
    content = (
      <LoadFailure text={t('list.error')} retry={t('list.retry')} onRetry={() => void list.refetch()} />
    );
  else if (articles.length === 0)
    content = <NoArticles filtered={tags.length > 0} onClear={() => choose([])} />;
  else
    content = (
      <Stack gap="md">
        <ArticleGrid articles={articles} label={t('list.label')} busy={list.isPlaceholderData} />
        {list.isFetchNextPageError && (
          <LoadFailure
            text={t('list.moreError')}
            retry={t('list.retry')}
            onRetry={() => void list.fetchNextPage()}
          />
        )}
        {list.hasNextPage && !list.isFetchNextPageError && (
          <Button
            variant="light"
            onClick={() => void list.fetchNextPage()}
            loading={list.isFetchingNextPage}
            style={{ alignSelf: 'center' }}
          >
            {t('list.more')}
          </Button>
        )}
      </Stack>
    );

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <RouteBanner routeName="news" mb="lg" />
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1}>{t('list.title')}</Title>
          <Text size="sm">{t('list.intro')}</Text>
        </Stack>
        <VisitorNote />
        <TagFilter tags={tagList.isError ? [] : tagList.data} chosen={tags} onChange={choose} />
        <Text size="sm" fw={600} aria-live="polite" data-testid="news-count" mih={22}>
          {articles.length === 0
            ? ''
            : articles.length < total
              ? t('list.showing', { shown: articles.length, total })
              : t('list.count', { count: total })}
        </Text>
        {content}
      </Stack>
    </Container>
  );
}
