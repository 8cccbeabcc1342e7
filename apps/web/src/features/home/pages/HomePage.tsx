import { Button, Container, Grid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BANNER_LOCATIONS } from '@spina/domain';
import { usePortalConfig } from '../../../lib/portal-config';
import { useAccess, useSession } from '../../auth';
import { loadRecommendedCarousel } from '../../catalogue';
import { useBanners } from '../api/banners';
import { BannerSlide } from '../components/BannerSlide';

// The carousel's code follows the first paint: until it arrives (and with a single banner) the first banner
// stands on its own, in the same place and size.
const BannerCarousel = lazy(() => import('../components/BannerCarousel'));

// Only Catalogue users see recommended products: the carousel, its calls and texts load for them alone.
const RecommendedCarousel = lazy(loadRecommendedCarousel);

/** Default banner rotation when the configuration has not answered (ms). */
const DEFAULT_ROTATION_MS = 6000;

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
 * /become-partner; signed-in customers see the after-login banners and, with Catalogue, the recommended
 * products (spec 1 §4.4).
 */
export default function HomePage() {
  const { status } = useSession();
  const access = useAccess();
  const location =
    status === 'authenticated' ? BANNER_LOCATIONS.homeAfterLogin : BANNER_LOCATIONS.homeBeforeLogin;
  const banners = useBanners(location).data ?? [];
  const rotation = usePortalConfig().data?.banner_rotation ?? DEFAULT_ROTATION_MS;
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Grid gap={{ base: 'lg', md: 48 }} align="center">
        <Grid.Col span={{ base: 12, md: banners.length > 0 ? 5 : 12 }} order={{ base: 2, md: 1 }}>
          <Welcome />
        </Grid.Col>
        {banners.length > 0 && (
          <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 1, md: 2 }}>
            {banners.length === 1 ? (
              <BannerSlide banner={banners[0]!} index={0} count={1} />
            ) : (
              <Suspense fallback={<BannerSlide banner={banners[0]!} index={0} count={banners.length} />}>
                <BannerCarousel banners={banners} rotationMs={rotation} />
              </Suspense>
            )}
          </Grid.Col>
        )}
      </Grid>
      {access.catalogue && (
        <Suspense fallback={null}>
          <RecommendedCarousel />
        </Suspense>
      )}
    </Container>
  );
}
