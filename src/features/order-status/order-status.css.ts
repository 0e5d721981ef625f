import { style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { narrowPageContainer } from '../../styles/page.css';
import { vars } from '../../styles/theme.css';
import { dialogActions } from '../../components/ui/ui.css';

export const page = style([narrowPageContainer, { display: 'flex', flexDirection: 'column', gap: vars.space.lg, paddingBlock: vars.space.lg }]);

/** A box that only carries the state marker: its children lay out as the page's own. */
export const marker = style({ display: 'contents' });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const progress = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
  gap: vars.space.xs,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

const stepBase = style({
  padding: vars.space.sm,
  borderTop: `4px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
  overflowWrap: 'anywhere',
  '@media': { [media.mobile]: { paddingInline: 0, fontSize: vars.fontSize.xs } },
});

/** Long unbroken text (the order link) breaks anywhere rather than widening the page. */
export const breakAnywhere = style({ overflowWrap: 'anywhere' });

export const step = style([stepBase]);
export const stepDone = style([stepBase, { borderTopColor: vars.color.brand, fontWeight: vars.fontWeight.bold }]);




/** Prices never wrap. */


/** The repay section's buttons: on a phone one under another, full width, the wallets (primary) first. */
export const repayActions = style([
  dialogActions,
  { '@media': { [media.mobile]: { flexDirection: 'column', alignItems: 'stretch' } } },
]);

export const noticeTitle = style({ margin: 0, fontSize: vars.fontSize.md });
