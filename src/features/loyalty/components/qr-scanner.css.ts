import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const preview = style({
  width: '100%',
  aspectRatio: '1 / 1',
  maxHeight: '50vh',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  backgroundColor: '#000000',
});

export const status = style({ margin: 0 });

/** The image-file input's label, drawn as a button; the hidden input's focus shows on it. */
export const fileButton = style({
  cursor: 'pointer',
  textAlign: 'center',
  selectors: { '&:focus-within': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const scannerButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '40px',
  minHeight: '40px',
  padding: vars.space.xs,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  selectors: { '&:hover': { borderColor: vars.color.brand, color: vars.color.brand } },
});
