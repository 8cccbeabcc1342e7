import { BANNER_LOCATIONS } from '../contracts/content-names';
import { CONTENT_CACHE_NAMES, type ContentCacheName } from './content-cache';

/**
 * Where banners go (spec 3 §2: "Banner carousel: it is placed by route name. The home page uses a
 * before-login or an after-login location. The products route shows no banner."; §9: "Banners that load at a
 * page's default location follow the route name").
 */

/** Routes that never show a banner. */
export const ROUTES_WITHOUT_BANNERS: readonly string[] = ['products'];

/** The banner location of a route for a visitor or a signed-in user, or null where no banner is shown. */
export function bannerLocationOf(routeName: string, signedIn: boolean): string | null {
  if (ROUTES_WITHOUT_BANNERS.includes(routeName)) return null;
  if (routeName === 'homepage')
    return signedIn ? BANNER_LOCATIONS.homeAfterLogin : BANNER_LOCATIONS.homeBeforeLogin;
  return routeName;
}

/** The marketing materials page's location, whose banners have a cache of their own (MM-banner). */
export const MARKETING_BANNER_LOCATION = 'marketingMaterials';

/**
 * The local-storage cache of a location's banners (spec 3 §9): MM-banner for the marketing materials page,
 * banner for a signed-in user's, public-banner for a visitor's.
 */
export function bannerCacheName(location: string, signedIn: boolean): ContentCacheName {
  if (signedIn && location === MARKETING_BANNER_LOCATION) return CONTENT_CACHE_NAMES.marketingBanner;
  return signedIn ? CONTENT_CACHE_NAMES.banner : CONTENT_CACHE_NAMES.publicBanner;
}

/**
 * The carousel's autoplay interval (spec 3 §2: "Autoplay uses a configured value and is off with only one
 * slide"): null with fewer than two slides or a configured value that is not a positive number of ms.
 */
export function bannerAutoplayMs(slides: number, configuredMs: number | null | undefined): number | null {
  if (slides < 2 || typeof configuredMs !== 'number' || !Number.isFinite(configuredMs) || configuredMs <= 0)
    return null;
  return configuredMs;
}
