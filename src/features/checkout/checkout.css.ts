import { style } from '@vanilla-extract/css';
import { narrowPageContainer } from '../../styles/page.css';
import { vars } from '../../styles/theme.css';

export const page = style([narrowPageContainer, { display: 'flex', flexDirection: 'column', gap: vars.space.lg, paddingBlock: vars.space.lg }]);

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, border: 'none', padding: 0, margin: 0 });

export const items = style({ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const itemRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md });

export const total = style({ fontWeight: vars.fontWeight.bold });

export const inlineField = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm });

export const promotion = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.md });

/** The promotion's words take the room left and wrap; the button beside them keeps its one-line label. */
export const promotionText = style({ flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' });

export const promotionAction = style({ flex: '0 0 auto', whiteSpace: 'nowrap' });

/** Why the cart does not qualify yet: information, not an error. */
export const promotionReason = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const addressList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, border: 'none', padding: 0, margin: 0 });

export const addressCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});


/** An input's box while the checkout loads: the field's height, nothing to type in. */
export const fieldBox = style({
  display: 'block',
  height: '44px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

/** Two lines of text (the delivery question and its choices; an address) while the checkout loads, grey bars inside. */
export const room = style({ display: 'flex', flexDirection: 'column', justifyContent: 'space-around', height: `calc(2em * ${vars.lineHeight.normal})` });

export const roomChoices = style({ display: 'flex', gap: vars.space.md });
