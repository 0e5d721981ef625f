import { style } from '@vanilla-extract/css';
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

export const policyList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const policyLink = style({
  display: 'block',
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.brand, color: vars.color.brand } },
});
