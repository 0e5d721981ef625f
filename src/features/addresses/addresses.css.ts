import { style } from '@vanilla-extract/css';
import { narrowPageContainer } from '../../styles/page.css';
import { vars } from '../../styles/theme.css';

export const page = style([narrowPageContainer, { display: 'flex', flexDirection: 'column', gap: vars.space.lg, paddingBlock: vars.space.lg }]);

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const cardHead = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: vars.space.sm });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const badge = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.accentSoft,
  fontSize: vars.fontSize.xs,
});

export const wrap = style({ overflowWrap: 'anywhere' });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const notice = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
