import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProgressiveCount } from './use-progressive-count';
import { createTestRoot } from '../../tests/support/react-root';

function Parts({ total, first, drawn }: { total: number; first: number; drawn: number[] }) {
  const count = useProgressiveCount(total, first);
  drawn.push(count);
  return <p>{count}</p>;
}

describe('useProgressiveCount', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const view = createTestRoot();

  it('should draw the first parts at once and one more part per later task until all are drawn', () => {
    const drawn: number[] = [];
    act(() => view.root.render(<Parts total={3} first={1} drawn={drawn} />));
    expect(view.container.textContent).toBe('1');
    act(() => vi.advanceTimersToNextTimer());
    expect(view.container.textContent).toBe('2');
    act(() => vi.advanceTimersToNextTimer());
    expect(view.container.textContent).toBe('3');
    act(() => vi.runAllTimers());
    expect(drawn.at(-1)).toBe(3);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('should never count past the parts there are', () => {
    const drawn: number[] = [];
    act(() => view.root.render(<Parts total={2} first={5} drawn={drawn} />));
    expect(view.container.textContent).toBe('2');
    expect(vi.getTimerCount()).toBe(0);
  });
});
