import { lazy, Suspense } from 'react';
import { usePortalConfig } from '../../../lib/portal-config';
import type { LinkedBanner } from '../api/banners';
import { BannerSlide } from './BannerSlide';

// The carousel's code follows the first paint: until it arrives (and with a single banner) the first banner
// stands on its own, in the same place and size.
const BannerCarousel = lazy(() => import('./BannerCarousel'));

/** Banner rotation while the configuration has not answered (ms); banner_rotation replaces it. */
const DEFAULT_ROTATION_MS = 6000;

/** Banners as the spec shows them (spec 3 §2): nothing without one, a still picture with one, else a carousel. */
export function BannerSection({ banners }: { banners: readonly LinkedBanner[] }) {
  const rotation = usePortalConfig().data?.banner_rotation ?? DEFAULT_ROTATION_MS;
  const [first] = banners;
  if (!first) return null;
  if (banners.length === 1) return <BannerSlide banner={first} index={0} />;
  return (
    <Suspense fallback={<BannerSlide banner={first} index={0} />}>
      <BannerCarousel banners={banners} rotationMs={rotation} />
    </Suspense>
  );
}
