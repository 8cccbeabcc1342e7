import { Anchor, Container, Group, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft, IconFileSearch } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link, useParams } from 'react-router';
import { LoadFailure } from '../../../components/ui/LoadFailure';
import { StatusPage } from '../../../components/ui/StatusPage';
import { ApiError } from '../../../lib/api-errors';
import { useBrandDetails } from '../api/brands';
import { BrandView } from '../components/BrandView';
import { brandHref } from '../links';

/** /our-brands/{brand} (spec 3 §2 "Downloads and brand pages"): one brand's page, or not found. */
export default function BrandPage() {
  const { t } = useTranslation('brands');
  const { brand: brandId = '' } = useParams();
  const details = useBrandDetails(brandId);
  const missing =
    (details.error instanceof ApiError && details.error.kind === 'not-found') ||
    (details.isSuccess && details.data === null);
  if (missing)
    return (
      <StatusPage
        icon={<IconFileSearch size={36} />}
        title={t('brand.notFoundTitle')}
        text={t('brand.notFoundText')}
        action={{ label: t('brand.back'), to: brandHref() }}
      />
    );
  let content;
  if (details.isPending)
    content = (
      <Stack gap="md" role="status" aria-busy="true" aria-label={t('brand.loading')}>
        <Skeleton height={120} width={240} />
        <Skeleton height={16} />
        <Skeleton height={16} width="80%" />
      </Stack>
    );
  else if (details.isError || !details.data)
    content = (
      <LoadFailure text={t('list.error')} retry={t('list.retry')} onRetry={() => void details.refetch()} />
    );
  else content = <BrandView brand={details.data} />;
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="xl">
        {content}
        <Anchor component={Link} to={brandHref()} fw={600}>
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden />
            {t('brand.back')}
          </Group>
        </Anchor>
      </Stack>
    </Container>
  );
}
