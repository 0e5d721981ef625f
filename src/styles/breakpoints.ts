/** Viewports narrower than this are mobile. */
export const MOBILE_MAX_WIDTH = 767;
/** Viewports at least this wide are desktop; between the two is tablet. */
export const DESKTOP_MIN_WIDTH = 1024;

/** Phones narrower than this get the most compact header (brand mark without its name). */
export const NARROW_MAX_WIDTH = 479;

/** The smallest phones (320 px): the header's buttons are a little narrower so that all of them fit. */
export const SMALLEST_MAX_WIDTH = 359;

/** Media queries for vanilla-extract `@media` blocks and `matchMedia`. */
export const media = {
  mobile: `screen and (max-width: ${MOBILE_MAX_WIDTH}px)`,
  narrow: `screen and (max-width: ${NARROW_MAX_WIDTH}px)`,
  smallest: `screen and (max-width: ${SMALLEST_MAX_WIDTH}px)`,
  tablet: `screen and (min-width: ${MOBILE_MAX_WIDTH + 1}px) and (max-width: ${DESKTOP_MIN_WIDTH - 1}px)`,
  /** Tablet and desktop. */
  notMobile: `screen and (min-width: ${MOBILE_MAX_WIDTH + 1}px)`,
  desktop: `screen and (min-width: ${DESKTOP_MIN_WIDTH}px)`,
} as const;
