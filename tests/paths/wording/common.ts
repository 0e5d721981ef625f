import { msg } from '@lingui/core/macro';

/** Steps no screen causes: the chart moves on by itself, or time passes. */
export const commonWording = {
  automatic: msg`Nothing to do: the app moves on by itself`,
  childChanged: msg`Nothing to do: another part of the screen has changed`,
  waitSeconds: msg({ message: 'Wait {seconds, number} seconds' }),
  waitComputed: msg`Wait for the time shown on the screen to run out`,
  /** A call that fails or answers as the path needs: "start this path" armed it, so the tester only watches. */
  armedFault: msg({ message: 'Nothing to do: as this path prepared, {fault}' }),
};
