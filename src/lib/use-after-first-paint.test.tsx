import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAfterFirstPaint } from './use-after-first-paint';
import { createTestRoot } from '../../tests/support/react-root';

function Gate() {
  return <p>{useAfterFirstPaint() ? 'shown' : 'waiting'}</p>;
}

describe('useAfterFirstPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  const view = createTestRoot();

  it('should turn true in the task after the next frame, not before that frame', () => {
    act(() => view.root.render(<Gate />));
    expect(view.container.textContent).toBe('waiting');
    // the frame comes: only now is the task asked for
    act(() => vi.advanceTimersToNextFrame());
    expect(view.container.textContent).toBe('waiting');
    act(() => vi.advanceTimersToNextTimer());
    expect(view.container.textContent).toBe('shown');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('should turn true in the next task in a hidden tab, which paints no frame', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => view.root.render(<Gate />));
    expect(view.container.textContent).toBe('waiting');
    act(() => vi.advanceTimersToNextTimer());
    expect(view.container.textContent).toBe('shown');
  });

  it('should leave no frame or task behind when unmounted before the paint', () => {
    act(() => view.root.render(<Gate />));
    act(() => view.root.render(null));
    expect(vi.getTimerCount()).toBe(0);
  });
});
