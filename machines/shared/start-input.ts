/**
 * The input a machine was created with, read from the event of its first macrostep (xstate.init carries it), so that
 * a guard or an eventless branch can act on it before the actor starts; undefined for any other event.
 * @example startInput<CartInput>(event)?.stored
 */
export const startInput = <TInput>(event: { type: string }): TInput | undefined =>
  event.type === 'xstate.init' ? (event as { input?: TInput }).input : undefined;
