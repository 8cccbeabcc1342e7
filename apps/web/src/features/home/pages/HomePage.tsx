import { Button, Container, Grid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { useAccess, useSession } from '../../auth';
import { BannerSection, BrandLogoStrip, useRouteBanners } from '../../banners';
import { loadRecommendedCarousel } from '../../catalogue';

// Only Catalogue users see recommended products: the carousel, its calls and texts load for them alone.
const RecommendedCarousel = lazy(loadRecommendedCarousel);

function Welcome() {
  const { t } = useTranslation('home');
  const { status, user } = useSession();
  if (status === 'authenticated') {
    return (
      <Stack gap="xs">
        <Title order={1}>
          {user?.firstName ? t('customer.title', { name: user.firstName }) : t('customer.titleNoName')}
        </Title>
        <Text c="dimmed" size="lg">
          {t('customer.text')}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="lg" align="flex-start">
      <Title order={1}>{t('visitor.title')}</Title>
      <Text c="dimmed" size="lg">
        {t('visitor.text')}
      </Text>
      <Button
        component={Link}
        to="/become-partner"
        size="lg"
        color="gold.4"
        autoContrast
        rightSection={<IconArrowRight size={18} aria-hidden />}
      >
        {t('visitor.joinUs')}
      </Button>
    </Stack>
  );
}

/**
 * The home page (spec 1 §2.2): visitors see the before-login banners and a 'Join US' button to
 * /become-partner; signed-in customers see the after-login banners, the brand logos and, with Catalogue, the
 * recommended products (spec 1 §4.4). The banners' location follows the route name (spec 3 §2).
 */
export default function HomePage() {
  const access = useAccess();
  const query = useRouteBanners('homepage');
  const banners = query.data ?? [];
  // While the banners load, their slot keeps its final size, so the welcome text does not move when they come.
  const bannerSlot = banners.length > 0 || query.isPending;
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Grid gap={{ base: 'lg', md: 48 }} align="center">
        <Grid.Col span={{ base: 12, md: bannerSlot ? 5 : 12 }} order={{ base: 2, md: 1 }}>
          <Welcome />
        </Grid.Col>
        {bannerSlot && (
          <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 1, md: 2 }}>
            {banners.length > 0 ? (
              <BannerSection banners={banners} />
            ) : (
              <Skeleton
                radius="lg"
                h="auto"
                style={{ aspectRatio: '2 / 1' }}
                data-testid="banner-placeholder"
              />
            )}
          </Grid.Col>
        )}
      </Grid>
      <BrandLogoStrip />
      {access.catalogue && (
        <Suspense fallback={null}>
          <RecommendedCarousel />
        </Suspense>
      )}
    </Container>
  );
}
