import { style } from '@vanilla-extract/css';
import { media } from '../../../styles/breakpoints';
import { vars } from '../../../styles/theme.css';

export const root = style({ position: 'relative' });

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '40px',
  maxWidth: '14rem',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  '@media': { [media.mobile]: { paddingInline: vars.space.sm } },
});

export const triggerText = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  '@media': {
    [media.mobile]: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' },
  },
});

export const menu = style({
  position: 'absolute',
  insetInlineEnd: 0,
  top: 'calc(100% + 6px)',
  zIndex: 200,
  minWidth: '15rem',
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  '@media': {
    // On a phone the trigger sits mid-header: the menu spans the screen under the header instead.
    [media.mobile]: {
      position: 'fixed',
      top: `calc(${vars.layout.headerHeightMobile} + ${vars.space.xs})`,
      insetInline: vars.space.lg,
      minWidth: 0,
    },
  },
});

export const heading = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  borderBottom: `1px solid ${vars.color.border}`,
  marginBottom: vars.space.xs,
});

export const item = style({
  display: 'block',
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover, &:focus-visible': { backgroundColor: vars.color.surfaceMuted },
    // log out while the kept session is still being checked: muted, and the pointer says to wait
    '&:disabled': { color: vars.color.textMuted, backgroundColor: 'transparent', cursor: 'progress' },
  },
});
