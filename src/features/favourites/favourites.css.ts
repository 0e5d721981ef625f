import { style } from '@vanilla-extract/css';
import { narrowPageContainer } from '../../styles/page.css';
import { vars } from '../../styles/theme.css';

export const page = style([narrowPageContainer, { display: 'flex', flexDirection: 'column', gap: vars.space.lg, paddingBlock: vars.space.lg }]);

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const row = style({
  display: 'grid',
  gridTemplateColumns: '72px minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'center',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const image = style({ width: '72px', height: '72px', objectFit: 'cover', borderRadius: vars.radius.md, backgroundColor: vars.color.surfaceMuted });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const name = style({ margin: 0, fontSize: vars.fontSize.md, overflowWrap: 'anywhere' });

export const price = style({ margin: 0, fontWeight: vars.fontWeight.bold, whiteSpace: 'nowrap' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
