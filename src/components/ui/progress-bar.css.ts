import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

const slide = keyframes({
  '0%': { transform: 'translateX(-100%)' },
  '100%': { transform: 'translateX(250%)' },
});

export const track = style({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  height: '3px',
  overflow: 'hidden',
  backgroundColor: vars.color.accentSoft,
  zIndex: 1000,
});

export const bar = style({
  width: '40%',
  height: '100%',
  backgroundColor: vars.color.brand,
  animation: `${slide} 1.2s ease-in-out infinite`,
});
