import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const title = style({ fontSize: vars.fontSize.xxl });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const imageBox = style({ position: 'relative' });

export const image = style({ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: vars.radius.md, backgroundColor: vars.color.surfaceMuted });

export const soldOutMark = style({ position: 'absolute', top: vars.space.sm, insetInlineEnd: vars.space.sm, width: '72px' });

export const name = style({ fontSize: vars.fontSize.md });

export const price = style({ fontWeight: vars.fontWeight.bold, color: vars.color.brand });

export const icons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const iconItem = style({ display: 'inline-flex', alignItems: 'center', gap: '2px' });

export const icon = style({ width: '20px', height: '20px' });

export const cardFooter = style({ marginTop: 'auto', display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const detail = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: vars.space.xl, '@media': { 'screen and (max-width: 767px)': { gridTemplateColumns: '1fr' } } });

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.md, margin: 0 });

export const groupTitle = style({ fontWeight: vars.fontWeight.bold });

export const toppingRow = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.sm });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
