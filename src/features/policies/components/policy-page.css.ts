import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../../styles/breakpoints';
import { vars } from '../../../styles/theme.css';

export const page = style({
  width: '100%',
  maxWidth: '800px',
  marginInline: 'auto',
  padding: `${vars.space.xxl} ${vars.space.lg} ${vars.space.xxxl}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  '@media': {
    [media.mobile]: { padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.xxl}` },
  },
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBottom: vars.space.lg,
  borderBottom: `2px solid ${vars.color.brand}`,
});

export const title = style({
  fontSize: vars.fontSize.xxl,
  color: vars.color.text,
  '@media': { [media.mobile]: { fontSize: vars.fontSize.xl } },
});

export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const sectionTitle = style({ fontSize: vars.fontSize.lg, color: vars.color.brand });

globalStyle(`${section} ul, ${section} ol`, {
  paddingInlineStart: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

globalStyle(`${table} th, ${table} td`, {
  border: `1px solid ${vars.color.border}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'start',
});

globalStyle(`${table} thead th`, { backgroundColor: vars.color.surfaceMuted });

export const definitionList = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(9rem, max-content) 1fr',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr', gap: vars.space.xxs } },
});

globalStyle(`${definitionList} dt`, { fontWeight: vars.fontWeight.bold });
globalStyle(`${definitionList} dd`, {
  margin: 0,
  '@media': { [media.mobile]: { marginBottom: vars.space.sm } },
});
