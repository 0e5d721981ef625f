import { describe, expect, it } from 'vitest';
import { stateNameOf } from './state-name';

describe('stateNameOf', () => {
  it('should name a state value as the graph path lists do', () => {
    expect(stateNameOf('confirming')).toBe('confirming');
    expect(stateNameOf({ paying: 'submitting' })).toBe('{paying:submitting}');
    expect(stateNameOf({ enteringCode: { code: 'idle', resend: 'waiting' } })).toBe('{enteringCode:{code:idle,resend:waiting}}');
  });
});
