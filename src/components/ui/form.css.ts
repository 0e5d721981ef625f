import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** A narrow centred column for the account screens. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: 'min(100%, 480px)',
  marginInline: 'auto',
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.lg,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({ fontWeight: vars.fontWeight.medium });

export const input = style({
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.brand },
    '&:read-only': { backgroundColor: vars.color.surfaceMuted },
  },
});

export const checkbox = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const fieldError = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.brandHover });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const link = style({ color: vars.color.brand, fontWeight: vars.fontWeight.medium });

export const linkButton = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.brand,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: { '&:disabled': { color: vars.color.textMuted, cursor: 'not-allowed', textDecoration: 'none' } },
});
