import { msg } from '@lingui/core/macro';
import type { MachineWording } from './types';

/** What a tester does for each event of the promotions machine, and what they then see in each of its states. */
export const promotionsWording: MachineWording = {
  events: {
    'xstate.done.actor.loadPromotions': msg`Wait for the promotions to load`,
    'xstate.error.actor.loadPromotions': msg`Make the next promotion list call fail (sandbox fault)`,
    'promotions.retry': msg`Press "Try again"`,
    'promotion.toggle': msg`Tick or untick a promotion`,
    'voucher.increase': msg`Press "+" on a voucher`,
    'voucher.decrease': msg`Press "−" on a voucher`,
    'promotions.revert': msg`Change the cart so that a promotion no longer applies`,
    'recipient.select': msg`Pick who receives the order`,
  },
  states: {
    checking: msg`The promotions section shows that it is checking`,
    unavailable: msg`No promotions section is shown`,
    loading: msg`The promotions section shows that it is loading`,
    failed: msg`The promotions section shows an error with "Try again"`,
    ready: msg`The promotions are listed with tick boxes`,
  },
};
