import { style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 100,
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  maxWidth: vars.layout.maxWidth,
  height: vars.layout.headerHeight,
  marginInline: 'auto',
  paddingInline: vars.space.lg,
  '@media': {
    [media.mobile]: { height: vars.layout.headerHeightMobile, gap: vars.space.sm, paddingInline: vars.space.md },
    [media.narrow]: { gap: vars.space.xs, paddingInline: vars.space.sm },
  },
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginInlineEnd: 'auto',
  color: vars.color.brand,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.xl,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  '@media': { [media.mobile]: { fontSize: vars.fontSize.lg } },
});

export const brandText = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  '@media': { [media.narrow]: { display: 'none' } },
});

export const brandMark = style({
  width: '32px',
  height: '32px',
  flexShrink: 0,
  '@media': { [media.mobile]: { width: '28px', height: '28px' } },
});

export const cartButton = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '40px',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.brand,
  color: vars.color.brandContrast,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: { '&:hover': { backgroundColor: vars.color.brandHover } },
  '@media': { [media.mobile]: { paddingInline: vars.space.sm } },
});

export const cartLabel = style({
  '@media': {
    [media.mobile]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});

export const cartCount = style({
  minWidth: '1.5rem',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surface,
  color: vars.color.brand,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'center',
});

export const languageSwitch = style({
  display: 'inline-flex',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  overflow: 'hidden',
});

export const languageButton = style({
  minWidth: '40px',
  minHeight: '40px',
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&[aria-pressed="true"]': { backgroundColor: vars.color.brand, color: vars.color.brandContrast },
    '&:hover:not([aria-pressed="true"])': { backgroundColor: vars.color.surfaceMuted },
  },
  '@media': { [media.mobile]: { minWidth: '34px', paddingInline: vars.space.xs }, [media.smallest]: { minWidth: '30px' } },
});

export const headerButton = style({
  minHeight: '40px',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { borderColor: vars.color.brand, color: vars.color.brand } },
  '@media': {
    [media.mobile]: { paddingInline: vars.space.sm, fontSize: vars.fontSize.xs },
    [media.narrow]: { display: 'inline-flex', alignItems: 'center' },
  },
});

/** A header button's icon: shown only on narrow phones, where it stands in for the label. */
export const headerButtonIcon = style({ display: 'none', '@media': { [media.narrow]: { display: 'block' } } });

/** A header button's label: read by screen readers only on narrow phones. */
export const headerButtonLabel = style({
  '@media': {
    [media.narrow]: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
  },
});
