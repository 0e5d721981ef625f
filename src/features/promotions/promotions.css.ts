import { style, styleVariants } from '@vanilla-extract/css';
import { narrowPageContainer } from '../../styles/page.css';
import { vars } from '../../styles/theme.css';

export const page = style([narrowPageContainer, { display: 'flex', flexDirection: 'column', gap: vars.space.lg, paddingBlock: vars.space.lg }]);

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight, overflowWrap: 'anywhere' });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
  gap: vars.space.md,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const cardImage = style({ width: '100%', height: 'auto', aspectRatio: '3 / 2', objectFit: 'cover', borderRadius: vars.radius.sm, backgroundColor: vars.color.surfaceMuted });

export const cardName = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight, overflowWrap: 'anywhere' });

export const points = style({ margin: 0, fontWeight: vars.fontWeight.bold, color: vars.color.brand });

export const heroImage = style({ width: '100%', height: 'auto', aspectRatio: '3 / 2', objectFit: 'cover', borderRadius: vars.radius.md, backgroundColor: vars.color.surfaceMuted });

export const summary = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** Available points: red when they do not cover the cost, green when they do (SPEC §2). */
export const availablePoints = styleVariants({
  enough: { fontWeight: vars.fontWeight.bold, color: '#17703a' },
  short: { fontWeight: vars.fontWeight.bold, color: vars.color.brandHover },
});

export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const tag = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const tabs = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const ownedCard = style({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  minWidth: 0,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
});

export const ownedImage = style({ width: '60px', height: '40px', objectFit: 'cover', borderRadius: vars.radius.sm, flexShrink: 0 });

export const ownedName = style({ minWidth: 0, overflowWrap: 'anywhere', fontWeight: vars.fontWeight.medium });

export const codeForm = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });

export const codeField = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, flex: '1 1 180px', minWidth: 0 });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const ownedList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const ownedItem = style({ minWidth: 0 });

/** "x 2" stays on the line of the name's last word. */
export const ticketCount = style({ whiteSpace: 'nowrap' });
