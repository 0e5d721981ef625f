import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const list = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const amount = style({ margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

export const total = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg });

export const note = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
