import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});

globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  fontFamily: vars.font.base,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('html:lang(ja) body', { fontFamily: vars.font.ja, lineBreak: 'strict' });

globalStyle('h1, h2, h3, h4, p, ul, ol, figure', { margin: 0 });

globalStyle('h1, h2, h3, h4', { lineHeight: vars.lineHeight.tight });

globalStyle('img, svg', { display: 'block', maxWidth: '100%' });

// images carry their intrinsic width and height (room kept while loading); CSS sets the width, the height follows
globalStyle('img', { height: 'auto' });

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

globalStyle('button', { cursor: 'pointer' });

globalStyle('a', { color: vars.color.brand });

globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

globalStyle('#root', {
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
});

globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
