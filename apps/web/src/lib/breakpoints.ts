/** Mobile is a width of 768 px or less (spec 1 §9). */
export const MOBILE_MAX_WIDTH_PX = 768;
/** Media query of the mobile layout, for useMediaQuery. */
export const MOBILE_QUERY = `(max-width: ${MOBILE_MAX_WIDTH_PX}px)`;
