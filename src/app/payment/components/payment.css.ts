import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const qr = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.sm });

export const checking = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.xl,
  textAlign: 'center',
});
