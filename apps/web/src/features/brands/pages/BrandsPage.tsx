import { Card, Container, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { LoadFailure } from '../../../components/ui/LoadFailure';
import { usePageTitle } from '../../../lib/page-title';
import { useBrands } from '../api/brands';
import { brandHref } from '../links';
import classes from '../brands.module.css';

/** /our-brands (spec 3 §2 "Downloads and brand pages"; §7 ourbrand): the producer's brands as cards. */
export default function BrandsPage() {
  const { t } = useTranslation('brands');
  const brands = useBrands();
  usePageTitle(t('list.title'));
  let content;
  if (brands.isPending)
    content = (
      <SimpleGrid
        cols={{ base: 1, xs: 2, md: 4 }}
        role="status"
        aria-busy="true"
        aria-label={t('list.loading')}
      >
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} height={200} radius="md" />
        ))}
      </SimpleGrid>
    );
  else if (brands.isError)
    content = (
      <LoadFailure text={t('list.error')} retry={t('list.retry')} onRetry={() => void brands.refetch()} />
    );
  else if (brands.data.length === 0) content = <Text>{t('list.empty')}</Text>;
  else
    content = (
      <SimpleGrid
        cols={{ base: 1, xs: 2, md: 4 }}
        spacing="md"
        component="ul"
        p={0}
        m={0}
        aria-label={t('list.label')}
      >
        {brands.data.map((brand) => (
          <Card
            component="li"
            key={brand.id}
            withBorder
            radius="md"
            padding="md"
            className={classes.card}
            style={{ '--brand-colour': brand.primaryColor }}
          >
            <Stack gap="xs">
              {brand.logo && (
                <img src={brand.logo.link} alt="" width={240} height={120} className={classes.logo} />
              )}
              <Title order={2} fz="lg">
                <Link
                  to={brandHref(brand.id)}
                  className={classes.cardLink}
                  aria-label={t('list.open', { name: brand.name })}
                >
                  {brand.name}
                </Link>
              </Title>
              <Text size="sm">{brand.tagline}</Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    );
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{t('list.title')}</Title>
          <Text>{t('list.intro')}</Text>
        </Stack>
        {content}
      </Stack>
    </Container>
  );
}
