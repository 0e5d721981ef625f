import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const radioList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, padding: 0, border: 'none' });

export const radioOption = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  cursor: 'pointer',
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, fontSize: vars.fontSize.sm, containerType: 'inline-size' });

export const panelTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const nextList = style({ margin: 0, paddingInlineStart: vars.space.lg });

/** Carries the fulfilment marker around what the dialog shows of it, without a box of its own (the dialog's gap stays). */
export const marker = style({ display: 'contents' });

export const found = style({ fontWeight: vars.fontWeight.medium, color: vars.color.text });
