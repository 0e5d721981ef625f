import { describe, expect, it } from 'vitest';
import { partitionUnavailable } from './menu-availability';

describe('partitionUnavailable', () => {
  it('should keep sold-out dishes apart from dishes the store does not offer', () => {
    expect(partitionUnavailable(['BUN008', 'KVI003'], ['BUN008', 'PHO001'])).toEqual({ soldOut: ['BUN008'], missing: ['KVI003'] });
    expect(partitionUnavailable([], ['BUN008'])).toEqual({ soldOut: [], missing: [] });
  });
});
