/**
 * The banners feature (spec 3 §2, §6, §7, §9): the carousel placed by route name, public or private by
 * session, kept 2 hours in the spec's caches, and the brand-logo strip of signed-in customers.
 */
export { useBanners, useRouteBanners, type LinkedBanner } from './api/banners';
export { BannerSection } from './components/BannerSection';
export { BrandLogoStrip } from './components/BrandLogoStrip';
export { RouteBanner } from './components/RouteBanner';
