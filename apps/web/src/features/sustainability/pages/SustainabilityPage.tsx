import { Container, Skeleton, Stack } from '@mantine/core';
import { IconFileSearch } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useParams } from 'react-router';
import { LoadFailure } from '../../../components/ui/LoadFailure';
import { StatusPage } from '../../../components/ui/StatusPage';
import { ApiError } from '../../../lib/api-errors';
import { useSustainabilityCategory, useSustainabilityEntries } from '../api/entries';
import { CategoryView } from '../components/CategoryView';
import { LandingView } from '../components/LandingView';
import { sustainabilityHref } from '../links';
import classes from '../sustainability.module.css';

function PageSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={label}>
      <Skeleton height={36} width="70%" />
      <Skeleton height={16} width="90%" />
      <Skeleton className={classes.hero} />
    </Stack>
  );
}

function Category({ path }: { path: string }) {
  const { t } = useTranslation('sustainability');
  const category = useSustainabilityCategory(path);
  const entries = useSustainabilityEntries();
  if (category.isPending) return <PageSkeleton label={t('category.loading')} />;
  if (category.error instanceof ApiError && category.error.kind === 'not-found')
    return (
      <StatusPage
        icon={<IconFileSearch size={36} />}
        title={t('category.notFoundTitle')}
        text={t('category.notFoundText')}
        action={{ label: t('category.back'), to: sustainabilityHref() }}
      />
    );
  if (category.isError)
    return (
      <LoadFailure
        text={t('landing.error')}
        retry={t('landing.retry')}
        onRetry={() => void category.refetch()}
      />
    );
  return <CategoryView category={category.data} entries={entries.data?.results} />;
}

function Landing() {
  const { t } = useTranslation('sustainability');
  const entries = useSustainabilityEntries();
  if (entries.isPending) return <PageSkeleton label={t('landing.loading')} />;
  if (entries.isError)
    return (
      <LoadFailure
        text={t('landing.error')}
        retry={t('landing.retry')}
        onRetry={() => void entries.refetch()}
      />
    );
  return <LandingView entries={entries.data.results} />;
}

/**
 * /sustainability/{path optional} (spec 1 §2.2 sustainability, public): the landing page with its categories,
 * checklist and tools, or one category with its subcontent (spec 3 §3, §7).
 */
export default function SustainabilityPage() {
  const { path } = useParams();
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      {path ? <Category path={path} /> : <Landing />}
    </Container>
  );
}
