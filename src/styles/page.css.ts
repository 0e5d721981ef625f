import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/**
 * The one page container: every screen's content sits in it, so all screens share the same
 * width and side margins (16 px on a phone); `minWidth: 0` lets it shrink inside flex and grid parents.
 */
export const pageContainer = style({
  width: '100%',
  minWidth: 0,
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.lg,
});

/** The page container narrowed to a reading column (forms, order status, policies). */
export const narrowPageContainer = style([pageContainer, { maxWidth: '792px' }]);
