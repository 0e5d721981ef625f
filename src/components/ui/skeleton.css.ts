import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';

const shimmer = keyframes({
  '0%': { backgroundPosition: '100% 0' },
  '100%': { backgroundPosition: '-100% 0' },
});

export const region = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

/** A wait's words: quiet, above the shapes that stand in for the content. */
export const label = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const block = style({
  display: 'block',
  maxWidth: '100%',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.border,
  backgroundImage: `linear-gradient(90deg, ${vars.color.border} 0%, ${vars.color.surfaceMuted} 50%, ${vars.color.border} 100%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', backgroundImage: 'none' } },
});

export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, minWidth: 0 });

export const grow = style({ flex: '1 1 auto', minWidth: 0 });

export const chips = style({ display: 'flex', gap: vars.space.sm, overflow: 'hidden' });

/** The menu card's shape: thumbnail beside the text on a phone, image above it on wider screens. */
export const dishGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: vars.space.lg,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.sm } },
});

export const dishCard = style([
  card,
  { '@media': { [media.mobile]: { display: 'grid', gridTemplateColumns: '96px minmax(0, 1fr)', gap: vars.space.md, padding: vars.space.sm } } },
]);

export const dishImage = style({
  width: '100%',
  aspectRatio: '4 / 3',
  '@media': { [media.mobile]: { width: '96px', height: '96px', aspectRatio: 'auto' } },
});
