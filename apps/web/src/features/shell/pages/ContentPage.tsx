import { Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatInputDate, type PageContent } from '@spina/domain';
import { useId, useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useParams } from 'react-router';
import { LoadFailure } from '../../../components/ui/LoadFailure';
import { ApiError } from '../../../lib/api-errors';
import { sanitizeHtml } from '../../../lib/html';
import { usePageTitle } from '../../../lib/page-title';
import { usePageContent } from '../api/page-content';
import NotFoundPage from './NotFoundPage';
import classes from '../shell.module.css';

function PageBody({ page }: { page: PageContent }) {
  const { t } = useTranslation('shell');
  // The body is HTML from the content service: sanitised like article and banner bodies before it is shown.
  const body = useMemo(() => sanitizeHtml(page.body), [page.body]);
  const titleId = useId();
  usePageTitle(page.title);
  return (
    <Stack gap="md" component="article" aria-labelledby={titleId}>
      <Title order={1} id={titleId}>
        {page.title}
      </Title>
      <Text size="sm" c="gray.7">
        {t('pages.content.updated', { date: formatInputDate(page.updatedAt.slice(0, 10)) })}
      </Text>
      <div className={classes.pageBody} dangerouslySetInnerHTML={{ __html: body }} />
    </Stack>
  );
}

/**
 * /page/{path} (spec 3 §3 "page contents", §7 pagecontent; public): one of the portal's own pages, such as the
 * terms of use, cookies and privacy the footer links to. An unknown path is the 404 page.
 */
export default function ContentPage() {
  const { t } = useTranslation('shell');
  const { path = '' } = useParams();
  const page = usePageContent(path);
  if (!page.isEnabled || (page.error instanceof ApiError && page.error.kind === 'not-found'))
    return <NotFoundPage />;
  let content;
  if (page.isPending)
    content = (
      <Stack gap="md" role="status" aria-busy="true" aria-label={t('pages.content.loading')}>
        <Skeleton height={36} width="60%" />
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} height={14} width={index === 5 ? '50%' : '100%'} />
        ))}
      </Stack>
    );
  else if (page.isError)
    content = (
      <LoadFailure
        text={t('pages.content.error')}
        retry={t('pages.content.retry')}
        onRetry={() => void page.refetch()}
      />
    );
  else content = <PageBody page={page.data} />;
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      {content}
    </Container>
  );
}
