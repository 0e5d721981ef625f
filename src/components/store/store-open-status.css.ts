import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

const base = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const open = style([base, { color: '#1e6b34' }]);
export const closingSoon = style([base, { color: '#8a5300' }]);
export const closed = style([base, { color: vars.color.brandHover }]);

export const calendarLine = style([base, { overflowWrap: 'anywhere' }]);

/** A closed store's notice (home, menu): its state line first, bold, then what the customer can still do. */
export const closedNotice = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, marginBottom: vars.space.md });
