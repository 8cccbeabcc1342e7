import { Box, Skeleton, type BoxProps } from '@mantine/core';
import { useSession } from '../../auth';
import { useRouteBanners } from '../api/banners';
import { BannerSection } from './BannerSection';

/**
 * The banners of a page, placed by its route name (spec 3 §2); nothing when there are none. While they load,
 * their place is kept at the banner's size, so the page below does not move down when they arrive.
 */
export function RouteBanner({ routeName, ...box }: { routeName: string } & BoxProps) {
  const { status } = useSession();
  const query = useRouteBanners(routeName);
  const banners = query.data ?? [];
  // A query that is not enabled (no banner location) stays pending for ever: only a loading one keeps a place.
  const loading = query.isPending && (query.fetchStatus === 'fetching' || status === 'loading');
  if (banners.length === 0 && !loading) return null;
  return (
    <Box {...box}>
      {banners.length > 0 ? (
        <BannerSection banners={banners} />
      ) : (
        <Skeleton radius="lg" h="auto" style={{ aspectRatio: '2 / 1' }} />
      )}
    </Box>
  );
}
