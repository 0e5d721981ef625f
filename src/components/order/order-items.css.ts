import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const items = style({ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const item = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const itemRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md });

export const price = style({ whiteSpace: 'nowrap' });

export const toppings = style({ listStyle: 'none', margin: 0, paddingInlineStart: vars.space.md, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
