import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  minWidth: 0,
});

export const place = style({ margin: 0, overflowWrap: 'anywhere', fontWeight: vars.fontWeight.medium });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });
