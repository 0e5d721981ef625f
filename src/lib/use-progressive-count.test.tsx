import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProgressiveCount } from './use-progressive-count';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Parts({ total, first, drawn }: { total: number; first: number; drawn: number[] }) {
  const count = useProgressiveCount(total, first);
  drawn.push(count);
  return <p>{count}</p>;
}

describe('useProgressiveCount', () => {
  let container: HTMLDivElement;
  let root: Root;
  beforeEach(() => {
    vi.useFakeTimers();
    container = document.createElement('div');
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    vi.useRealTimers();
  });

  it('should draw the first parts at once and one more part per later task until all are drawn', () => {
    const drawn: number[] = [];
    act(() => root.render(<Parts total={3} first={1} drawn={drawn} />));
    expect(container.textContent).toBe('1');
    act(() => vi.advanceTimersToNextTimer());
    expect(container.textContent).toBe('2');
    act(() => vi.advanceTimersToNextTimer());
    expect(container.textContent).toBe('3');
    act(() => vi.runAllTimers());
    expect(drawn.at(-1)).toBe(3);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('should never count past the parts there are', () => {
    const drawn: number[] = [];
    act(() => root.render(<Parts total={2} first={5} drawn={drawn} />));
    expect(container.textContent).toBe('2');
    expect(vi.getTimerCount()).toBe(0);
  });
});
