import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOrderStreams, type VersionedDetail } from './order-streams';

/** A process's streams on a stand-in database: what LISTEN was asked, and each order at version 1. */
function streamsOf(heartbeatMs: number) {
  const listens: string[] = [];
  const advanced: string[][] = [];
  const streams = createOrderStreams({
    db: {
      async listen(channel) {
        listens.push(channel);
        return async () => undefined;
      },
    },
    read: async (orderNo) => ({ version: 1, closed: false, detail: { data: { info: { order_no: orderNo } } } }) as unknown as VersionedDetail,
    advance: async (orderNos) => void advanced.push(orderNos),
    heartbeatMs,
  });
  const open = (orderNo: string) => {
    const written: string[] = [];
    const sink = { write: (chunk: string) => void written.push(chunk), end: () => undefined };
    return { written, opened: streams.open({ orderNo, lastEventId: null, sink }) };
  };
  return { streams, listens, advanced, open };
}

/**
 * What a process spends per open stream while nothing changes: 1,000 streams share one LISTEN (PostgreSQL: one
 * connection per process, not per stream) and one heartbeat, whose one `advance` names every streamed order.
 */
describe('the streams of one process', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('should listen once and beat once for all its streams', async () => {
    const { streams, listens, advanced, open } = streamsOf(15_000);
    const held = Array.from({ length: 1_000 }, (_, index) => open(`A${String(index % 500).padStart(4, '0')}`));
    await Promise.all(held.map((stream) => stream.opened));
    expect(streams.size).toBe(1_000);
    expect(listens).toEqual(['order_changed']);

    await vi.advanceTimersByTimeAsync(15_000);
    // every stream is sent a comment; the 500 orders' due steps are applied in one call
    expect(held.every((stream) => stream.written.filter((chunk) => chunk === ': heartbeat\n\n').length === 1)).toBe(true);
    expect(advanced).toHaveLength(1);
    expect(new Set(advanced[0]).size).toBe(500);
    expect(advanced[0]).toHaveLength(500);

    // a closed stream's order is no longer advanced; none at all once every stream is closed
    expect(streams.drop('A0000')).toBe(2);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(advanced).toHaveLength(2);
    expect(advanced[1]).not.toContain('A0000');
    streams.closeAll();
    await vi.advanceTimersByTimeAsync(45_000);
    expect(advanced).toHaveLength(2);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('should skip a beat while the last one is still advancing', async () => {
    let finish: () => void = () => undefined;
    const calls: string[][] = [];
    const streams = createOrderStreams({
      db: { listen: async () => async () => undefined },
      read: async () => ({ version: 1, closed: false, detail: {} }) as unknown as VersionedDetail,
      advance: (orderNos) => {
        calls.push(orderNos);
        return new Promise<void>((resolve) => (finish = resolve));
      },
      heartbeatMs: 1_000,
    });
    const written: string[] = [];
    await streams.open({ orderNo: 'A0001', lastEventId: null, sink: { write: (chunk) => void written.push(chunk), end: () => undefined } });
    await vi.advanceTimersByTimeAsync(3_000);
    expect(calls).toHaveLength(1);
    // the comments still go out on time
    expect(written.filter((chunk) => chunk.startsWith(':'))).toHaveLength(3);
    finish();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toHaveLength(2);
    streams.closeAll();
  });
});
