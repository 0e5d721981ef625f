import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxWidth: '760px', margin: '0 auto', width: '100%' });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const progress = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(5, 1fr)',
  gap: vars.space.xs,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

const stepBase = style({
  padding: vars.space.sm,
  borderTop: `4px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});

export const step = style([stepBase]);
export const stepDone = style([stepBase, { borderTopColor: vars.color.brand, fontWeight: vars.fontWeight.bold }]);

export const items = style({ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const itemRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md });
