import type { MessageDescriptor } from '@lingui/core';

/**
 * A machine's QA wording: for each event type the step a tester takes, in the screen's own labels;
 * for each atomic state (its id without the machine's) what the tester then sees.
 */
export interface MachineWording {
  events: Record<string, MessageDescriptor>;
  states: Record<string, MessageDescriptor>;
}
