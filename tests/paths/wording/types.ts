import type { MessageDescriptor } from '@lingui/core';

/**
 * A machine's QA wording: for each event type the step a tester takes, in the screen's own labels;
 * for each atomic state (its id without the machine's) what the tester then sees.
 */
export interface MachineWording {
  events: Record<string, MessageDescriptor>;
  states: Record<string, MessageDescriptor>;
  /**
   * Branches a tester does cause although no event names them, by transition key (`<source id> (always)#<n>`): an
   * eventless branch whose guard reads how the app started the machine.
   */
  transitions?: Record<string, MessageDescriptor>;
}
