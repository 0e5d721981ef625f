import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';

export const hero = style({
  background: `linear-gradient(135deg, ${vars.color.brand} 0%, #d9481f 55%, ${vars.color.accent} 100%)`,
  color: vars.color.brandContrast,
});

export const heroInner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  padding: `${vars.space.xxxl} ${vars.space.lg}`,
  '@media': { [media.mobile]: { padding: `${vars.space.xxl} ${vars.space.lg}` } },
});

export const title = style({
  fontSize: vars.fontSize.display,
  '@media': { [media.mobile]: { fontSize: vars.fontSize.xxl } },
});

export const tagline = style({ fontSize: vars.fontSize.lg, maxWidth: '36rem' });

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  padding: `${vars.space.xxl} ${vars.space.lg}`,
});

export const sectionTitle = style({ fontSize: vars.fontSize.xl });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const label = style({ fontWeight: vars.fontWeight.medium });

export const input = style({
  width: '100%',
  minWidth: 0,
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const found = style({ fontWeight: vars.fontWeight.medium, color: vars.color.text });

export const row = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center' });

/** The search button keeps its word on one line (it wrapped in vi and ja at 390 px); the field takes what is left. */
export const rowButton = style({ whiteSpace: 'nowrap', flexShrink: 0 });

export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });

export const searchForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const typeChoice = style({ display: 'flex', gap: vars.space.lg, flexWrap: 'wrap', border: 'none', margin: 0, padding: 0 });

export const typeOption = style({ display: 'inline-flex', gap: vars.space.xs, alignItems: 'center' });

export const carousel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, alignItems: 'center' });

/** Banners are drawn 3:1; the box keeps that ratio before the image (or the banners) arrive. */
export const bannerImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 1',
  maxHeight: '280px',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
});

// A linked banner's anchor takes the full width, so the image's box is known before it decodes.
globalStyle(`${carousel} > a`, { display: 'block', width: '100%' });

export const bannerPlaceholder = style({ backgroundColor: vars.color.border });

export const dots = style({ display: 'flex', gap: vars.space.sm, minHeight: '14px' });

export const dot = style({
  width: '14px',
  height: '14px',
  padding: 0,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.brand}`,
  backgroundColor: vars.color.surface,
  selectors: { '&[aria-pressed="true"]': { backgroundColor: vars.color.brand } },
});
