import { style } from '@vanilla-extract/css';
import { narrowPageContainer } from '../../styles/page.css';
import { vars } from '../../styles/theme.css';

export const page = style([narrowPageContainer, { display: 'flex', flexDirection: 'column', gap: vars.space.lg, paddingBlock: vars.space.lg }]);

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight });

/**
 * The membership card: the level's card image as its background under a dark veil, so white words
 * read on every level's colours (silver is the lightest).
 */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  color: '#ffffff',
  backgroundColor: '#3a2a22',
  backgroundSize: 'cover',
  backgroundPosition: 'center',
  boxShadow: vars.shadow.md,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

/** Darkens the card image so that white text keeps at least 4.5:1 on its lightest part. */
export const CARD_VEIL = 'linear-gradient(rgba(20, 14, 10, 0.62), rgba(20, 14, 10, 0.62))';

export const cardHead = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, minWidth: 0 });

export const avatar = style({ width: '56px', height: '56px', borderRadius: vars.radius.pill, objectFit: 'cover', flex: 'none' });

export const memberName = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });

export const level = style({
  display: 'inline-block',
  marginTop: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  backgroundColor: 'rgba(255, 255, 255, 0.18)',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
});

export const qr = style({
  alignSelf: 'center',
  display: 'flex',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: '#ffffff',
  lineHeight: 0,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space.sm} ${vars.space.md}`,
  margin: 0,
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const factLabel = style({ fontSize: vars.fontSize.sm, opacity: 0.92 });

export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg });

export const nextLevel = style({ margin: 0, fontSize: vars.fontSize.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const tabs = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const rows = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: `${vars.space.xs} ${vars.space.md}`,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const rowMain = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0, flex: '1 1 12rem' });

export const rowDetail = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const amount = style({ whiteSpace: 'nowrap', fontWeight: vars.fontWeight.bold });

export const gained = style([amount, { color: '#1e7a34' }]);

export const spent = style([amount, { color: vars.color.brand }]);
