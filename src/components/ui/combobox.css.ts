import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** An input with a suggestion list under it (address autocomplete on home and at checkout). */
export const combobox = style({ position: 'relative', display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const listbox = style({
  position: 'absolute',
  top: '100%',
  insetInline: 0,
  zIndex: 50,
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});

export const option = style({
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: { '&[aria-selected="true"], &:hover': { backgroundColor: vars.color.surfaceMuted } },
});
