/**
 * The app's log: what failed without the customer being told (a watcher that stopped, a read only
 * worth a line). One place, so that a log service can take it over.
 */
export const logger = {
  error(message: string, error: unknown) {
    console.error(message, error);
  },
};

/** The machines' `logActorFailure` action: an actor that failed is logged; the workflow goes on without it. */
export const logActorFailure = (_: unknown, { actor, error }: { actor: string; error: unknown }) =>
  logger.error(`${actor} failed; the app goes on without it`, error);
