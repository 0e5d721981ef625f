import { describe, expect, it } from 'vitest';
import { createTypingSession, pageTypingSession } from './typing-session';

describe('a typing session with the maps service', () => {
  it('should keep one token from the first suggestion to the details call, then start another', () => {
    let issued = 0;
    const session = createTypingSession(() => `token-${++issued}`);
    expect(session.end()).toBeUndefined();
    expect([session.token(), session.token()]).toEqual(['token-1', 'token-1']);
    expect(session.end()).toBe('token-1');
    expect(session.end()).toBeUndefined();
    expect(session.token()).toBe('token-2');
  });

  it('should draw random tokens of 32 hex digits', () => {
    const first = pageTypingSession.token();
    pageTypingSession.end();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(pageTypingSession.token()).not.toBe(first);
    pageTypingSession.end();
  });
});
