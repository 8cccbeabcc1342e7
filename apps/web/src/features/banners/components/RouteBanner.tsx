import { Box, type BoxProps } from '@mantine/core';
import { useRouteBanners } from '../api/banners';
import { BannerSection } from './BannerSection';

/** The banners of a page, placed by its route name (spec 3 §2); nothing while there are none. */
export function RouteBanner({ routeName, ...box }: { routeName: string } & BoxProps) {
  const banners = useRouteBanners(routeName).data ?? [];
  if (banners.length === 0) return null;
  return (
    <Box {...box}>
      <BannerSection banners={banners} />
    </Box>
  );
}
