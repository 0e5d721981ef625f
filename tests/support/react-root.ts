import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

export interface TestRoot {
  /** The test's own div, attached to document.body. */
  readonly container: HTMLDivElement;
  readonly root: Root;
  /** Renders `node` inside act(), so that its effects and the promises they start have settled when it resolves. */
  render(node: ReactNode): Promise<void>;
  /** Unmounts the tree and starts a fresh root in the same div, as a reload of the page would. */
  remount(): Promise<void>;
}

/**
 * A React root in a fresh div for each test of the file (or describe block) that calls it, unmounted inside act()
 * and removed after the test. Without Testing Library, React needs to be told that act() is available.
 *
 * `realScheduler` leaves act() out, for a test of what React runs in which task: the act() environment flag is off
 * and the root unmounts without act() (act() there would only warn that the environment does not support it).
 *
 * Its hooks are registered where it is called, and vitest runs afterEach hooks in reverse order: call it after the
 * file's own hooks when they must run before the root is created and after it is unmounted (restoring globals,
 * timers, the locale), and register a hook that needs the root after calling it.
 */
export function createTestRoot({ realScheduler = false }: { realScheduler?: boolean } = {}): TestRoot {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = !realScheduler;
  let container: HTMLDivElement | undefined;
  let root: Root | undefined;
  const unmount = async () => {
    const mounted = root;
    root = undefined;
    if (!mounted) return;
    if (realScheduler) mounted.unmount();
    else await act(async () => mounted.unmount());
  };
  const view: TestRoot = {
    get container() {
      if (!container) throw new Error('createTestRoot: the container exists only while a test runs');
      return container;
    },
    get root() {
      if (!root) throw new Error('createTestRoot: the root exists only while a test runs');
      return root;
    },
    render: (node) => act(async () => view.root.render(node)),
    remount: async () => {
      await unmount();
      root = createRoot(view.container);
    },
  };

  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });

  afterEach(async () => {
    await unmount();
    container?.remove();
    container = undefined;
  });

  return view;
}
