import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const banner = style({
  position: 'sticky',
  top: vars.layout.headerHeight,
  zIndex: 91,
  margin: vars.space.sm,
  overflowWrap: 'anywhere',
});
