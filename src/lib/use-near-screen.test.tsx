import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NEAR_SCREEN_MARGIN, useNearScreen } from './use-near-screen';
import { createTestRoot } from '../../tests/support/react-root';

/** An IntersectionObserver the test drives: `nearing(id)` reports that element near the screen. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly watched = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  unobserve(element: Element) {
    this.watched.delete(element);
  }
  disconnect() {
    this.watched.clear();
  }
  static nearing(...ids: string[]) {
    for (const observer of FakeObserver.all) {
      const entries = [...observer.watched]
        .filter((element) => ids.includes(element.id))
        .map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry);
      if (entries.length > 0) observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
  static watchedIds() {
    return FakeObserver.all.flatMap((observer) => [...observer.watched].map((element) => element.id)).sort();
  }
}

function Sections({ ids }: { ids: string[] }) {
  const near = useNearScreen(ids);
  return (
    <>
      {ids.map((id) => (
        <section key={id} id={id}>
          {near.has(id) ? 'drawn' : 'waiting'}
        </section>
      ))}
    </>
  );
}

describe('useNearScreen', () => {
  const view = createTestRoot();
  beforeEach(() => {
    FakeObserver.all = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const states = () => [...view.container.querySelectorAll('section')].map((section) => `${section.id}:${section.textContent}`);

  it('should answer only the elements that came near the screen, a screen above or below it, and keep them', () => {
    act(() => view.root.render(<Sections ids={['rice', 'drinks', 'sweets']} />));
    expect(states()).toEqual(['rice:waiting', 'drinks:waiting', 'sweets:waiting']);
    expect(FakeObserver.all[0]!.options.rootMargin).toBe(NEAR_SCREEN_MARGIN);
    expect(NEAR_SCREEN_MARGIN).toBe('100% 0px 100% 0px');

    act(() => FakeObserver.nearing('sweets'));
    expect(states()).toEqual(['rice:waiting', 'drinks:waiting', 'sweets:drawn']);
    expect(FakeObserver.watchedIds()).toEqual(['drinks', 'rice']);

    act(() => FakeObserver.nearing('rice', 'drinks'));
    expect(states()).toEqual(['rice:drawn', 'drinks:drawn', 'sweets:drawn']);
    expect(FakeObserver.watchedIds()).toEqual([]);
  });

  it('should count every element as near without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    act(() => view.root.render(<Sections ids={['rice', 'drinks']} />));
    expect(states()).toEqual(['rice:drawn', 'drinks:drawn']);
  });
});
