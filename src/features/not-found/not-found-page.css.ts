import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  maxWidth: '560px',
  marginInline: 'auto',
  padding: `${vars.space.xxl} ${vars.space.lg} ${vars.space.xxxl}`,
  textAlign: 'center',
});

export const image = style({ width: 'min(320px, 80vw)', height: 'auto' });

export const title = style({ fontSize: vars.fontSize.xxl });

export const text = style({ color: vars.color.textMuted });

export const homeLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space.xl}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.brand,
  color: vars.color.brandContrast,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: { '&:hover': { backgroundColor: vars.color.brandHover } },
});
