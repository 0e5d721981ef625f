import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** A rubber stamp drawn in text, so that it reads in the interface language (an image would carry one language). */
export const stamp = style({
  display: 'inline-block',
  padding: '2px 6px',
  border: `2px solid ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
  backgroundColor: 'rgba(255, 255, 255, 0.9)',
  color: vars.color.brand,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1.2,
  textTransform: 'uppercase',
  whiteSpace: 'nowrap',
  transform: 'rotate(-12deg)',
});
