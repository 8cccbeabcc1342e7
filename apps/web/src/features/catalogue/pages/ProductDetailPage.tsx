import { Anchor, Box, Button, Container, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link, useLocation, useParams } from 'react-router';
import { sanitizeHtml } from '../../../lib/html';
import { usePageTitle } from '../../../lib/page-title';
import { useAvailablePackaging, useProductDetail, type ProductDetail } from '../api/product-detail';
import { CatalogueNoticeToast } from '../components/CatalogueNoticeToast';
import { FavouriteToggle } from '../components/FavouriteToggle';
import { LogisticData } from '../components/LogisticData';
import { ProductOrderCounters } from '../../cart';
import { NotOrderable } from '../components/NotOrderable';
import { PackagingOptions } from '../components/PackagingOptions';
import { ProductDownloads } from '../components/ProductDownloads';
import { hasFeatures, ProductFeatures } from '../components/ProductFeatures';
import { ProductFlags } from '../components/ProductFlags';
import { ProductGallery } from '../components/ProductGallery';
import { ProductGrid } from '../components/ProductGrid';
import { ProductPrices } from '../components/ProductPrices';
import { catalogueReturnPath } from '../components/product-links';
import { EmptyState, LoadError } from '../components/StatusPanels';
import { formatPrice, packLabel } from '../format';
import { useCatalogueLabels } from '../hooks/use-catalogue-labels';

/** Related products sit under the product, without a filter panel beside them. */
const RELATED_COLUMNS = { base: 2, sm: 3, md: 4, lg: 5 } as const;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="section">
      <Title order={2} size="h3" mb="sm">
        {title}
      </Title>
      {children}
    </Box>
  );
}

function ProductView({ product }: { product: ProductDetail }) {
  const { t, i18n } = useTranslation('catalogue');
  const labels = useCatalogueLabels();
  const packaging = useAvailablePackaging(
    product.sku,
    product.sap_sub_brand_code,
    product.sap_sub_brand_code !== null,
  );
  const description = useMemo(
    () => (product.description?.html ? sanitizeHtml(product.description.html) : ''),
    [product.description],
  );
  usePageTitle(product.catalog_product_name);
  const pictures = [...product.media_gallery].sort((a, b) => a.position - b.position);
  const pack = packLabel(product, i18n.language);
  return (
    <Stack gap="xl">
      <Grid gap={{ base: 'lg', md: 48 }}>
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <ProductGallery
            pictures={pictures.length > 0 ? pictures : [product.image]}
            name={product.catalog_product_name}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 7 }}>
          <Stack gap="md">
            <ProductFlags product={product} />
            <Stack gap={4}>
              <Title order={1} size="h2">
                {product.catalog_product_name}
              </Title>
              <Text c="gray.7">
                {[product.brand, labels.packaging(product.packaging), pack].filter(Boolean).join(' · ')}
              </Text>
              <Text size="sm" c="gray.7">
                {t('product.code', { sku: product.sku })}
              </Text>
            </Stack>
            <ProductPrices product={product} size="lg" />
            {product.multi_deposit > 0 && (
              <Text size="sm" c="gray.7">
                {t('price.deposit', { price: formatPrice(product.multi_deposit) })}
              </Text>
            )}
            <Group gap="xs">
              <NotOrderable saleability={product.saleability} detailed />
            </Group>
            {product.saleability.sellable && (
              <ProductOrderCounters
                product={{
                  sku: product.sku,
                  name: product.catalog_product_name,
                  materialType: product.material_type,
                  packagingEnabled: product.packaging_enable,
                }}
              />
            )}
            <Group>
              <FavouriteToggle product={product} variant="button" />
            </Group>
            {packaging.data && packaging.data.getProductAvaliablePackaging.length > 1 && (
              <Section title={t('detail.packaging')}>
                <PackagingOptions
                  options={packaging.data.getProductAvaliablePackaging}
                  currentSku={product.sku}
                />
              </Section>
            )}
            {description && (
              <Section title={t('detail.description')}>
                <Box
                  fz="sm"
                  // The description is the server's HTML reduced to plain text markup (no scripts, styles or attributes).
                  dangerouslySetInnerHTML={{ __html: description }}
                />
              </Section>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
      <Grid gap={{ base: 'lg', md: 48 }}>
        {hasFeatures(product.features) && (
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Section title={t('detail.features')}>
              <ProductFeatures features={product.features} />
            </Section>
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Section title={t('detail.logistics')}>
            <LogisticData product={product} />
          </Section>
        </Grid.Col>
        {product.downloads.length > 0 && (
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Section title={t('detail.downloads')}>
              <ProductDownloads downloads={product.downloads} />
            </Section>
          </Grid.Col>
        )}
      </Grid>
      {product.related_products.length > 0 && (
        <Section title={t('detail.related')}>
          <ProductGrid products={product.related_products} columns={RELATED_COLUMNS} />
        </Section>
      )}
    </Stack>
  );
}

function DetailSkeleton() {
  const { t } = useTranslation('catalogue');
  return (
    <Grid gap={{ base: 'lg', md: 48 }} role="status" aria-busy="true" aria-label={t('loading')}>
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <Skeleton style={{ aspectRatio: '1 / 1' }} radius="lg" />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 7 }}>
        <Stack gap="sm">
          <Skeleton height={32} width="80%" />
          <Skeleton height={16} width="50%" />
          <Skeleton height={36} width="30%" mt="md" />
          <Skeleton height={120} mt="md" />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/**
 * /catalog/{sku} (spec 2 §2 product detail): gallery, prices with and without tax, the other packagings,
 * description, brand-theme features, logistic data, downloads, related products, the favourite toggle and
 * a link back to the list it came from. An unknown sku, or one the ship-to cannot buy, reads 'not found'.
 */
export default function ProductDetailPage() {
  const { t } = useTranslation('catalogue');
  const { id = '' } = useParams();
  const location = useLocation();
  const query = useProductDetail(id);
  const back = catalogueReturnPath(location.state);

  let content;
  // The product is rendered from a deferred copy of the answer, as the products screen does: React builds its view
  // (gallery, facts, related products' cards) in slices that leave the main thread free for taps, where the
  // answer's update alone rendered it in one long task. The skeleton stays until the view is ready.
  const answered = useDeferredValue(query.data);
  if (query.isError && !answered) {
    content = <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  } else if (!answered) {
    content = <DetailSkeleton />;
  } else if (!answered.productDetail) {
    content = (
      <EmptyState
        title={t('detail.notFound.title')}
        text={t('detail.notFound.text', { sku: id })}
        action={
          <Button component={Link} to={back}>
            {t('detail.back')}
          </Button>
        }
      />
    );
  } else {
    content = <ProductView product={answered.productDetail} />;
  }

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Anchor component={Link} to={back} size="sm" w="fit-content">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden />
            {t('detail.back')}
          </Group>
        </Anchor>
        {content}
      </Stack>
      <CatalogueNoticeToast />
    </Container>
  );
}
