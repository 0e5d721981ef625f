import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: '240px minmax(0, 1fr) 260px',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: '1320px',
  marginInline: 'auto',
  padding: vars.space.lg,
  alignItems: 'start',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr)' },
    [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const side = style({
  position: 'sticky',
  top: `calc(${vars.layout.headerHeight} + ${vars.space.lg})`,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  '@media': { [`${media.tablet}, ${media.mobile}`]: { position: 'static' } },
});

/** The cart summary: on small screens the header's cart button stands in for it. */
export const cartSide = style([side, { '@media': { [`${media.tablet}, ${media.mobile}`]: { display: 'none' } } }]);

export const collapsible = style({});

globalStyle(`${collapsible} > summary`, { cursor: 'pointer', fontWeight: vars.fontWeight.bold });
