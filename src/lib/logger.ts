/**
 * The app's log: what failed without the customer being told (a watcher that stopped, a read only
 * worth a line). One place, so that a log service can take it over.
 */
export const logger = {
  error(message: string, error: unknown) {
    console.error(message, error);
  },
};

/** The machines' `logWatcherFailure` action: a watcher that stopped is logged; the workflow goes on without it. */
export const logWatcherFailure = (_: unknown, { watcher, error }: { watcher: string; error: unknown }) =>
  logger.error(`${watcher} stopped; the app goes on without it`, error);
