import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  backgroundColor: '#eef1e6',
});

// The marker is dragged, not the page: touch moves stay on the map.
export const canvas = style({ height: '260px', width: '100%', display: 'block', touchAction: 'none', userSelect: 'none' });

export const marker = style({
  cursor: 'grab',
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const label = style({ fontSize: '12px', fill: vars.color.text, paintOrder: 'stroke', stroke: '#ffffff', strokeWidth: '3px', strokeLinejoin: 'round' });

export const caption = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  backgroundColor: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
});
