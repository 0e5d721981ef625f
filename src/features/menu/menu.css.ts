import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';
import { ALLERGY_CODES, STATUS_CODES, allergyIcon as allergyIconPath, statusIcon as statusIconPath } from '../../../domain/menu-icons';

/**
 * A dish card's usual height in px without its padding and border (which come on top of an intrinsic size), in the
 * grid of a wide screen and as a phone's row: measured drawn in vi, en and ja, 337-357 px and 114 px with them.
 */
const DISH_CARD_CONTENT_HEIGHT = { wide: 310, phone: 96 } as const;

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const title = style({ fontSize: vars.fontSize.xxl });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.sm } },
});

/** On a phone the card is a row: thumbnail beside name, labels, price and the add button. */
export const card = style({
  '@media': {
    [media.mobile]: {
      display: 'grid',
      gridTemplateColumns: '96px minmax(0, 1fr)',
      alignItems: 'start',
      gap: vars.space.md,
      padding: vars.space.sm,
    },
  },
});

/**
 * A card below the first screen is not styled, laid out or painted until it nears the screen (the menu's
 * layout and paint were most of /main-menu's blocking time); until then it holds a card's usual height, and the
 * height it last had once it has been drawn. The first screen's cards are drawn as they are: they are the page's
 * largest paint, which the HTML's first screen has already drawn.
 */
export const cardBelowFirstScreen = style({
  contentVisibility: 'auto',
  containIntrinsicBlockSize: `auto ${DISH_CARD_CONTENT_HEIGHT.wide}px`,
  '@media': { [media.mobile]: { containIntrinsicBlockSize: `auto ${DISH_CARD_CONTENT_HEIGHT.phone}px` } },
});

/** A dish not drawn yet (its category is far from the screen): a plain card of a drawn card's usual height. */
export const cardPlaceholder = style({
  boxSizing: 'content-box',
  blockSize: `${DISH_CARD_CONTENT_HEIGHT.wide}px`,
  backgroundColor: vars.color.surfaceMuted,
  '@media': { [media.mobile]: { blockSize: `${DISH_CARD_CONTENT_HEIGHT.phone}px` } },
});

export const cardBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, flex: '1 1 auto', minWidth: 0, '@media': { [media.mobile]: { gap: vars.space.xs } } });

export const imageBox = style({ position: 'relative' });

export const image = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
  '@media': { [media.mobile]: { width: '96px', height: '96px', aspectRatio: 'auto' } },
});

export const detailImage = style({ width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: vars.radius.md, backgroundColor: vars.color.surfaceMuted });

export const soldOutMark = style({ position: 'absolute', top: vars.space.sm, insetInlineEnd: vars.space.sm, '@media': { [media.mobile]: { top: vars.space.xs, insetInlineEnd: 0 } } });

export const name = style({
  fontSize: vars.fontSize.md,
  '@media': { [media.mobile]: { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' } },
});

export const price = style({ fontWeight: vars.fontWeight.bold, color: vars.color.brand, whiteSpace: 'nowrap' });

export const icons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const iconsRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const iconItem = style({ display: 'inline-flex', alignItems: 'center', gap: '2px' });

/** On a phone a label shows as its icon only; its words stay for screen readers (and as the icon's title). */
export const iconLabel = style({
  '@media': {
    [media.mobile]: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
  },
});

/**
 * A label's icon is the background of an empty box, not an `<img>`: a card has up to four, the menu's first screens
 * dozens, and each image element costs the page's main thread a request of its own as it is drawn (they
 * were most of the images set up while /main-menu starts); one background is fetched and decoded once for every box.
 * Decorative: the label's words are beside it.
 */
const icon = style({
  display: 'inline-block',
  flex: 'none',
  width: '20px',
  height: '20px',
  backgroundSize: 'contain',
  backgroundRepeat: 'no-repeat',
  backgroundPosition: 'center',
});

export const statusIcon = styleVariants(Object.fromEntries(STATUS_CODES.map((code) => [code, [icon, { backgroundImage: `url(${statusIconPath(code)})` }]])));

export const allergyIcon = styleVariants(Object.fromEntries(ALLERGY_CODES.map((code) => [code, [icon, { backgroundImage: `url(${allergyIconPath(code)})` }]])));

export const cardFooter = style({
  marginTop: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  '@media': { [media.mobile]: { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.xs } },
});

/** On a phone the card's button is compact so that it sits beside the price (below it on the narrowest screens). */
globalStyle(`${cardFooter} > :is(button, a)`, {
  '@media': { [media.mobile]: { minHeight: '36px', paddingInline: vars.space.md, fontSize: vars.fontSize.sm, whiteSpace: 'nowrap', flexShrink: 0 } },
});

/** The category bar: stays under the header; its buttons scroll sideways inside it, never the page. */
export const categoryBar = style({
  position: 'sticky',
  top: vars.layout.headerHeight,
  zIndex: 50,
  marginInline: `calc(-1 * ${vars.space.xs})`,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.xs,
  backgroundColor: vars.color.background,
  borderBottom: `1px solid ${vars.color.border}`,
  minWidth: 0,
  '@media': { [media.mobile]: { top: vars.layout.headerHeightMobile } },
});

export const categoryRow = style({
  position: 'relative',
  display: 'flex',
  flexWrap: 'nowrap',
  gap: vars.space.sm,
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'none',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const categoryChip = style({ flex: '0 0 auto', whiteSpace: 'nowrap' });

export const sections = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

/** Room for the sticky header and category bar when a section is scrolled to. */
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  scrollMarginTop: `calc(${vars.layout.headerHeight} + 64px)`,
  '@media': { [media.mobile]: { scrollMarginTop: `calc(${vars.layout.headerHeightMobile} + 64px)` } },
});

export const sectionTitle = style({ fontSize: vars.fontSize.xl });

/** How long the add-to-cart toast stays; its animation's end dismisses the notice. */
const ADDED_TOAST_DURATION = '3s';

const riseAndFade = keyframes({
  '0%': { transform: 'translateY(8px)', opacity: 0 },
  '6%': { transform: 'translateY(0)', opacity: 1 },
  '90%': { opacity: 1 },
  '100%': { opacity: 0 },
});

const holdAndFade = keyframes({ '0%, 90%': { opacity: 1 }, '100%': { opacity: 0 } });

/**
 * The cart bar: sticks to the bottom of the screen while the page runs on below it and comes to
 * rest after the last dish, so it never covers a dish or the footer. On desktop the cart summary
 * beside the menu stands in for the bar; the dock then only shows the add-to-cart toast.
 */
export const cartBarDock = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 60,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.xs,
  paddingBlock: vars.space.sm,
  pointerEvents: 'none',
});

export const cartBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '52px',
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.brand,
  color: vars.color.brandContrast,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.bold,
  boxShadow: vars.shadow.md,
  pointerEvents: 'auto',
  selectors: { '&:hover': { backgroundColor: vars.color.brandHover } },
  '@media': { [media.desktop]: { display: 'none' } },
});

export const cartBarCount = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '28px',
  height: '28px',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.brandContrast,
  color: vars.color.brand,
});

export const cartBarLabel = style({ flex: '1 1 auto', minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const cartBarTotal = style({ whiteSpace: 'nowrap' });

export const addedToast = style({
  alignSelf: 'center',
  maxWidth: '100%',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.text,
  color: vars.color.surface,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
  overflowWrap: 'anywhere',
  animation: `${riseAndFade} ${ADDED_TOAST_DURATION} ease-out forwards`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: `${holdAndFade} ${ADDED_TOAST_DURATION} linear forwards` } },
});

/** The add-to-cart announcement for screen readers when no toast is on screen (desktop). */
export const liveRegion = style({ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' });

export const detail = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: vars.space.xl, '@media': { 'screen and (max-width: 767px)': { gridTemplateColumns: '1fr' } } });

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.md, margin: 0 });

export const groupTitle = style({ fontWeight: vars.fontWeight.bold });

export const toppingRow = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.sm });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/**
 * The detail's price and Add button: held at the bottom of a phone's screen while the toppings scroll under it, so
 * adding never needs a scroll back down.
 */
export const addBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  '@media': {
    [media.mobile]: {
      position: 'sticky',
      bottom: 0,
      zIndex: 2,
      marginInline: `calc(-1 * ${vars.space.md})`,
      paddingInline: vars.space.md,
      paddingBlock: vars.space.sm,
      backgroundColor: vars.color.surface,
      boxShadow: '0 -2px 8px rgba(34, 26, 22, 0.12)',
    },
  },
});

/** The legend's button beside a card's icons: a round "?", large enough to tap (24 px). */
export const legendButton = style({
  width: '24px',
  height: '24px',
  borderRadius: '50%',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  lineHeight: 1,
  padding: 0,
  cursor: 'pointer',
  flex: 'none',
});

export const legendHeading = style({ fontSize: vars.fontSize.sm, margin: `${vars.space.sm} 0 ${vars.space.xs}` });

export const legendList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const legendItem = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });
