import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const notice = style({
  position: 'sticky',
  top: vars.layout.headerHeight,
  zIndex: 90,
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'center',
  justifyContent: 'space-between',
  margin: vars.space.sm,
});
