import { Anchor, Badge, Card, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ROUTES, type BrandDetails } from '@spina/domain';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { Fact } from '../../../components/ui/Fact';
import { sanitizeHtml } from '../../../lib/html';
import { usePageTitle } from '../../../lib/page-title';
import { loginPathFor, useAccess } from '../../auth';
import { productPath } from '../../catalogue';
import classes from '../brands.module.css';

/** The brand's drinks, each linking to its product page for a user who may open the catalogue. */
function BrandProducts({ brand }: { brand: BrandDetails }) {
  const { t } = useTranslation('brands');
  const { catalogue, signedIn } = useAccess();
  const { pathname } = useLocation();
  return (
    <Stack gap="sm" component="section" aria-labelledby="brand-products">
      <Title order={2} fz="xl" id="brand-products">
        {t('brand.products')}
      </Title>
      {catalogue ? (
        <Anchor
          component={Link}
          to={`${ROUTES.products.path}?brand=${encodeURIComponent(brand.id)}`}
          fw={600}
        >
          {t('brand.allInCatalogue', { name: brand.name })}
        </Anchor>
      ) : (
        !signedIn && (
          <Text>
            {t('brand.signInToOrder')} <Link to={loginPathFor(pathname)}>{t('brand.signIn')}</Link>
          </Text>
        )
      )}
      <SimpleGrid
        cols={{ base: 2, sm: 3, md: 4 }}
        spacing="md"
        component="ul"
        p={0}
        m={0}
        aria-label={t('brand.productsLabel', { name: brand.name })}
      >
        {brand.products.map((product) => (
          <Card component="li" key={product.sku} withBorder radius="md" padding="sm">
            <Stack gap={4} align="center" ta="center">
              <Image src={product.imageUrl} alt="" w={80} h={104} fit="contain" loading="lazy" />
              <Text fw={600} size="sm">
                {catalogue ? (
                  <Anchor
                    component={Link}
                    to={productPath(product.sku)}
                    inherit
                    aria-label={t('brand.view', { name: product.name })}
                  >
                    {product.name}
                  </Anchor>
                ) : (
                  product.name
                )}
              </Text>
              <Text size="xs" c="gray.7">
                {product.style}
              </Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** A brand's page: logo, tagline, facts, story, styles and drinks (spec 3 §7 GetAllOurBrandsDetails). */
export function BrandView({ brand }: { brand: BrandDetails }) {
  const { t } = useTranslation('brands');
  const story = useMemo(() => sanitizeHtml(brand.story), [brand.story]);
  usePageTitle(brand.name);
  return (
    <Stack gap="xl">
      <Group gap="lg" align="center" component="header" wrap="wrap">
        {brand.logo && (
          <img
            src={brand.logo.link}
            alt={t('brand.logo', { name: brand.name })}
            width={240}
            height={120}
            className={classes.logo}
          />
        )}
        <Stack gap={4}>
          <Title order={1}>{brand.name}</Title>
          <Text size="lg">{brand.tagline}</Text>
        </Stack>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} component="dl" m={0}>
        {brand.founded !== null && <Fact term={t('brand.founded')}>{brand.founded}</Fact>}
        {brand.origin && <Fact term={t('brand.origin')}>{brand.origin}</Fact>}
      </SimpleGrid>
      <div className={classes.story} dangerouslySetInnerHTML={{ __html: story }} />
      {brand.styles.length > 0 && (
        <Stack gap="xs" component="section" aria-labelledby="brand-styles">
          <Title order={2} fz="xl" id="brand-styles">
            {t('brand.styles')}
          </Title>
          <Group gap="xs">
            {brand.styles.map((style) => (
              <Badge key={style} variant="outline" color="spinaGreen.8" tt="none" size="lg" fw={500}>
                {style}
              </Badge>
            ))}
          </Group>
        </Stack>
      )}
      {brand.products.length > 0 && <BrandProducts brand={brand} />}
    </Stack>
  );
}
