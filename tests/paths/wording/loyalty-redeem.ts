import { msg } from '@lingui/core/macro';
import type { MachineWording } from './types';

/** What a tester does for each event of the loyalty-redeem machine, and what they then see in each of its states. */
export const loyaltyRedeemWording: MachineWording = {
  events: {
    redeem: msg`Press "Redeem"`,
    'points.update': msg`Earn or spend points in another tab`,
    'xstate.done.actor.checkPoints': msg`Wait for the points to be checked`,
    'xstate.error.actor.checkPoints': msg`Make the next points check fail (sandbox fault)`,
    'xstate.done.actor.redeemPromotion': msg`Wait for the promotion to be redeemed`,
    'xstate.error.actor.redeemPromotion': msg`Make the next redemption fail (sandbox fault)`,
    'xstate.done.actor.refreshCustomer': msg`Wait for the points to refresh`,
    'xstate.error.actor.refreshCustomer': msg`Make the next account call fail (sandbox fault)`,
    'dialog.close': msg`Close the window`,
  },
  states: {
    viewing: msg`The promotion is shown with "Redeem"`,
    checkingPoints: msg`"Redeem" shows that it is checking the points`,
    redeeming: msg`"Redeem" shows that it is redeeming`,
    refreshing: msg`The points shown are refreshing`,
    redeemed: msg`A window says the promotion was redeemed`,
    notEnoughPoints: msg`A window says there are not enough points`,
    failed: msg`A window shows the server's error message`,
  },
};
