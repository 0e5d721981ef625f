import { style } from '@vanilla-extract/css';
import { pageContainer } from '../../../styles/page.css';
import { vars } from '../../../styles/theme.css';

export const page = style([pageContainer, { display: 'flex', flexDirection: 'column', gap: vars.space.lg, paddingBlock: vars.space.lg }]);

export const title = style({ fontSize: vars.fontSize.xxl });

export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, listStyle: 'none', margin: 0, padding: 0 });

export const line = style({ display: 'grid', gridTemplateColumns: '72px 1fr auto', gap: vars.space.md, alignItems: 'center' });

export const inactive = style({ opacity: 0.7 });

export const thumb = style({ width: '72px', height: '72px', objectFit: 'cover', borderRadius: vars.radius.md });

export const soldOut = style({ marginBlock: vars.space.xs });

export const lineName = style({ fontWeight: vars.fontWeight.bold });

export const toppings = style({ margin: 0, paddingInlineStart: vars.space.lg, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const lineActions = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: vars.space.xs });

export const summary = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, fontSize: vars.fontSize.sm });

export const summaryList = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const summaryRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm });

