import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const card = style({
  display: 'grid',
  gap: 4,
  padding: 12,
  border: `1px solid ${vars.color.border}`,
  borderRadius: 8,
  minWidth: 0,
  overflowWrap: 'anywhere',
});
export const name = style({ margin: 0, fontWeight: vars.fontWeight.bold });
export const line = style({ margin: 0, fontSize: vars.fontSize.sm });
export const link = style({ fontSize: vars.fontSize.sm, justifySelf: 'start' });
