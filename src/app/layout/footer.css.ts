import { style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';

export const footer = style({
  marginTop: 'auto',
  // below the first screen: laid out (its fonts loaded) only once near it, where the server drew it in the page
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 480px',
  backgroundColor: vars.color.footerBackground,
  color: vars.color.footerText,
});

export const inner = style({
  display: 'grid',
  gridTemplateColumns: '1.2fr 1fr 1.2fr',
  gap: vars.space.xxl,
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  '@media': {
    [media.tablet]: { gridTemplateColumns: '1fr 1fr' },
    [media.mobile]: { gridTemplateColumns: '1fr', gap: vars.space.xl, padding: `${vars.space.xl} ${vars.space.lg}` },
  },
});

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const brand = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, color: '#ffffff' });

export const heading = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: '#ffffff',
});

export const muted = style({ color: vars.color.footerMuted, fontSize: vars.fontSize.sm });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const link = style({
  color: vars.color.footerText,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const hotline = style({
  color: vars.color.accent,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
});

export const bottom = style({
  borderTop: `1px solid rgba(255, 255, 255, 0.12)`,
  padding: `${vars.space.md} ${vars.space.lg}`,
  textAlign: 'center',
  color: vars.color.footerMuted,
  fontSize: vars.fontSize.xs,
});
