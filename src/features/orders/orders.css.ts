import { style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { narrowPageContainer } from '../../styles/page.css';
import { vars } from '../../styles/theme.css';

export const page = style([narrowPageContainer, { display: 'flex', flexDirection: 'column', gap: vars.space.lg, paddingBlock: vars.space.lg }]);

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight });

/** Tabs wrap onto more lines rather than scrolling sideways. */
export const tabs = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const rangeForm = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr)) auto',
  alignItems: 'end',
  gap: vars.space.sm,
  '@media': { [media.mobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const rows = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const rowHead = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'baseline', gap: vars.space.sm });

export const orderNumber = style({ color: vars.color.brand, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const price = style({ whiteSpace: 'nowrap', fontWeight: vars.fontWeight.bold });

/** The parts a compact (phone) row of "your order" leaves out: number, time and total stay. */
export const extra = style({ '@media': { [media.mobile]: { display: 'none' } } });

export const facts = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.md}`, fontSize: vars.fontSize.sm });

export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const tag = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceMuted,
  fontSize: vars.fontSize.xs,
  overflowWrap: 'anywhere',
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });



