import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const main = style({
  flex: '1 0 auto',
  // The footer starts below the fold, so a screen filling in (menu, skeletons, lazy parts) never moves it on screen.
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  outline: 'none',
});

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  top: '-100px',
  zIndex: 200,
  padding: `${vars.space.sm} ${vars.space.md}`,
  backgroundColor: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  selectors: { '&:focus': { top: vars.space.sm } },
});
