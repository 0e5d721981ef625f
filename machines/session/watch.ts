import { fromCallback, type ActorRefFrom, type EventObject, type SnapshotFrom } from 'xstate';
import type { sessionMachine } from './machine';

/** The app's session actor, as other machines watch it. */
export type SessionActor = ActorRefFrom<typeof sessionMachine>;

/**
 * A callback actor that reports the session actor to its parent, now and on every change, as the event `toEvent`
 * makes of its snapshot. Without a session (input null: a machine's path tests) it reports nothing.
 */
export function watchSessionActor<TEvent extends EventObject>(toEvent: (snapshot: SnapshotFrom<typeof sessionMachine>) => TEvent) {
  return fromCallback<TEvent, { session: SessionActor | null }>(({ input, sendBack }) => {
    if (!input.session) return;
    const report = (snapshot: SnapshotFrom<typeof sessionMachine>) => sendBack(toEvent(snapshot));
    report(input.session.getSnapshot());
    const subscription = input.session.subscribe(report);
    return () => subscription.unsubscribe();
  });
}
