import { afterEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, createMachine, setup, type InspectionEvent } from 'xstate';
import type { RelayedEvent } from './protocol';
import { createInspectionRelay, toSerialisable } from './relay';

/** A BroadcastChannel that keeps what was posted, and lets a test speak as the inspector. */
function recordingChannel() {
  const posted: RelayedEvent[] = [];
  const listeners: Array<(message: MessageEvent) => void> = [];
  const channel = {
    postMessage: (message: RelayedEvent) => posted.push(structuredClone(message)),
    addEventListener: (_type: string, listener: (message: MessageEvent) => void) => listeners.push(listener),
  } as unknown as BroadcastChannel;
  const say = (data: unknown) => listeners.forEach((listener) => listener({ data } as MessageEvent));
  return { channel, posted, say };
}

const child = createMachine({ id: 'child', initial: 'waiting', states: { waiting: {} } });
const parent = setup({ actors: { child } }).createMachine({
  id: 'parent',
  initial: 'idle',
  context: ({ spawn }) => ({
    count: 0,
    helper: spawn('child', { id: 'helper', systemId: 'helper' }),
    format: () => 'x',
  }),
  states: {
    idle: {
      on: {
        'count.add': {
          target: 'counted',
          actions: assign({ count: ({ context, event }) => context.count + (event as unknown as { by: number }).by }),
        },
      },
    },
    counted: {},
  },
});

describe('the inspection relay', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('should make a context with actors, functions, dates and cycles serialisable', () => {
    const looped: Record<string, unknown> = { name: 'loop' };
    looped.self = looped;
    const actor = createActor(child).start();
    expect(
      toSerialisable({ actor, format: function formatDong() {}, at: new Date(0), looped, tags: new Set(['a']) }),
    ).toEqual({
      actor: { actor: actor.id },
      format: 'ƒ formatDong',
      at: '1970-01-01T00:00:00.000Z',
      looped: { name: 'loop', self: '(cycle)' },
      tags: ['a'],
    });
  });

  it('should post the actors, events and snapshots of an actor system, each naming its tab, actor and machine', () => {
    vi.stubGlobal('window', { location: { pathname: '/checkout' }, addEventListener: () => {} });
    vi.stubGlobal('sessionStorage', { getItem: () => 'tab1', setItem: () => {} });
    const { channel, posted } = recordingChannel();
    const inspect = createInspectionRelay(channel, 'load1') as (event: InspectionEvent) => void;
    const actor = createActor(parent, { inspect }).start();
    actor.send({ type: 'count.add', by: 2 } as never);

    expect(
      posted.filter((event) => event.kind === 'actor').map((event) => [event.machineId, event.parentId === undefined]),
    ).toEqual([
      ['parent', true],
      ['child', false],
    ]);
    // XState announces an actor before it registers its system id: the snapshots carry it
    expect(posted.find((event) => event.kind === 'snapshot' && event.machineId === 'child')).toMatchObject({
      systemId: 'helper',
      actorId: 'helper',
      value: 'waiting',
    });
    const received = posted.find((event) => event.kind === 'event' && event.eventType === 'count.add')!;
    expect(received).toMatchObject({
      tabId: 'load1',
      tab: 'tab1',
      path: '/checkout',
      machineId: 'parent',
      event: { type: 'count.add', by: 2 },
    });
    const last = posted.filter((event) => event.kind === 'snapshot' && event.machineId === 'parent').at(-1)!;
    expect(last).toMatchObject({
      value: 'counted',
      status: 'active',
      context: { count: 2, helper: { actor: 'helper' }, format: 'ƒ format' },
    });
    expect(posted.map((event) => event.seq)).toEqual(posted.map((_, index) => index + 1));
  });

  it('should answer an inspector opened later with the last snapshot of every live actor', () => {
    vi.stubGlobal('window', { location: { pathname: '/' }, addEventListener: () => {} });
    vi.stubGlobal('sessionStorage', { getItem: () => 'tab1', setItem: () => {} });
    const { channel, posted, say } = recordingChannel();
    const actor = createActor(parent, {
      inspect: createInspectionRelay(channel, 'load1') as (event: InspectionEvent) => void,
    }).start();
    actor.send({ type: 'count.add', by: 1 } as never);
    posted.length = 0;
    say({ kind: 'hello' });
    expect(posted[0]).toMatchObject({ kind: 'opened', tab: 'tab1', path: '/' });
    expect(posted.slice(1).map((event) => [event.machineId, event.value]).sort()).toEqual([
      ['child', 'waiting'],
      ['parent', 'counted'],
    ]);
  });

  it('should say the tab is relaying from its first render, before any machine starts', () => {
    vi.stubGlobal('window', { location: { pathname: '/' }, addEventListener: () => {} });
    vi.stubGlobal('sessionStorage', { getItem: () => 'tab1', setItem: () => {} });
    const { channel, posted } = recordingChannel();
    createInspectionRelay(channel, 'load1');
    expect(posted).toEqual([expect.objectContaining({ kind: 'opened', tabId: 'load1', tab: 'tab1', path: '/' })]);
  });
});
