import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const heart = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  padding: 0,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.brand,
  cursor: 'pointer',
  flexShrink: 0,
  selectors: { '&:disabled': { opacity: 0.45, cursor: 'not-allowed' } },
});

/** The heart over a menu card's picture (the sold-out mark takes the other corner). */
export const heartOnImage = style({ position: 'absolute', top: vars.space.xs, insetInlineStart: vars.space.xs, width: '36px', height: '36px' });
