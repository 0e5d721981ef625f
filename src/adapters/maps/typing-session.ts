/** 16 random bytes in hex (crypto.randomUUID needs a secure context; getRandomValues does not). */
const randomToken = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * A typing session's token for the maps service (Google bills a session's suggestions and the
 * details call that ends it as one): the same from the first suggestion to that details call.
 */
export function createTypingSession(newToken: () => string = randomToken) {
  let token: string | null = null;
  return {
    /** The open session's token, opening one when none is. */
    token: () => (token ??= newToken()),
    /** The open session's token (undefined when none is), closing the session. */
    end: () => {
      const ended = token ?? undefined;
      token = null;
      return ended;
    },
  };
}

/** The page's one typing session with the API's maps service, whichever address input the customer types in. */
export const pageTypingSession = createTypingSession();
