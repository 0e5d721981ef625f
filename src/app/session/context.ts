import type { sessionMachine } from '../../../machines/session/machine';
import { createActorContext } from '../../lib/actor-context';

/**
 * Login, tokens, user, customer and addresses (machines/session), for every screen. The
 * machine is in the session chunk (see session-chunk.ts): the Provider always receives it as
 * `logic`, so no default logic is given here.
 */
export const SessionContext = createActorContext(undefined as unknown as typeof sessionMachine);
