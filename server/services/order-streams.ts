/**
 * Order status pushed to the status page (Server-Sent Events): every change of an order is notified by the
 * database in the transaction that makes it (migration 024), from whichever process made it; each process listens
 * once and re-reads the order for the streams it holds. Event ids are the order's version, so a stream opened again
 * with Last-Event-ID is sent the order only when it changed meanwhile.
 */
import type { components } from '../../openapi/schema';
import type { Database } from '../db/database';

type OrderDetail = components['schemas']['OrderDetail'];

/** The channel the database notifies an order's number on. */
export const ORDER_CHANGED_CHANNEL = 'order_changed';
/**
 * A comment this often keeps proxies from closing a quiet stream, and the due lifecycle steps of the streamed orders
 * are applied: one timer and one `advance` per process for all its streams, not one per stream (1,000 streams each
 * checking its own order took a quarter of a core on PGlite while nothing changed; `npm run bench -- --streams`).
 */
export const ORDER_STREAM_HEARTBEAT_MS = 15_000;
/** What a browser's EventSource waits before opening a dropped stream again. */
export const ORDER_STREAM_RETRY_MS = 3_000;

/** The order as a stream sends it: its detail and its version. */
export interface VersionedDetail {
  version: number;
  detail: OrderDetail;
  /** Completed or cancelled: nothing will change any more, and the stream ends after sending it. */
  closed: boolean;
}

/** Where a stream writes: the HTTP response, already answered 200 text/event-stream. */
export interface StreamSink {
  write(chunk: string): void;
  end(): void;
}

export interface OpenStream {
  orderNo: string;
  language?: string;
  /** The version the browser last received (Last-Event-ID); null: send the order at once. */
  lastEventId: number | null;
  sink: StreamSink;
}

/** One SSE event: its id and its data on one line (JSON has no raw newlines). */
export const eventOf = (version: number, detail: OrderDetail) => `id: ${version}\ndata: ${JSON.stringify(detail)}\n\n`;

/** Parses a Last-Event-ID: a version, or null when absent or not one. */
export function lastEventIdOf(value: unknown): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (typeof text !== 'string' || !/^\d{1,15}$/.test(text)) return null;
  return Number(text);
}

/**
 * The streams of one process: `read` gives an order's detail (null once it is gone), `advance` applies the due
 * lifecycle steps of the orders named (they are applied when an order is read, and a stream reads only on a change).
 */
export function createOrderStreams(options: {
  db: Pick<Database, 'listen'>;
  read: (orderNo: string, language?: string) => Promise<VersionedDetail | null>;
  advance: (orderNos: string[]) => Promise<void>;
  heartbeatMs?: number;
}) {
  const { db, read, advance, heartbeatMs = ORDER_STREAM_HEARTBEAT_MS } = options;
  const watchers = new Map<string, Set<() => void>>();
  /** Each open stream's close, with the order it streams and where it writes. */
  const open = new Map<() => void, { orderNo: string; sink: StreamSink }>();
  let listening: Promise<() => Promise<void>> | null = null;
  /** The process's one heartbeat, running while it holds a stream. */
  let heartbeat: ReturnType<typeof setInterval> | null = null;
  let advancing = false;
  const beat = () => {
    if (open.size === 0) {
      if (heartbeat) clearInterval(heartbeat);
      heartbeat = null;
      return;
    }
    for (const { sink } of open.values()) sink.write(': heartbeat\n\n');
    // a due step applied here notifies like any other change; a slow database skips a beat rather than piling them up
    if (advancing) return;
    advancing = true;
    advance([...watchers.keys()])
      .catch(() => undefined)
      .finally(() => (advancing = false));
  };
  const dispatch = (orderNo: string | null) => {
    // null: the listening connection was lost, and what changed meanwhile is unknown
    const sets = orderNo === null ? [...watchers.values()] : [watchers.get(orderNo) ?? new Set<() => void>()];
    for (const set of sets) for (const changed of set) changed();
  };
  async function startListening() {
    listening ??= db.listen(ORDER_CHANGED_CHANNEL, dispatch).catch((error: unknown) => {
      listening = null;
      throw error;
    });
    await listening;
  }

  return {
    /** How many streams this process holds. */
    get size() {
      return open.size;
    },

    /** Opens a stream on `sink`; resolves once it is watching and has sent what the browser missed. */
    async open({ orderNo, language, lastEventId, sink }: OpenStream): Promise<{ close: () => void }> {
      await startListening();
      let sent = lastEventId;
      let closed = false;
      let reading = false;
      let again = false;
      const close = () => {
        if (closed) return;
        closed = true;
        watchers.get(orderNo)?.delete(changed);
        if (watchers.get(orderNo)?.size === 0) watchers.delete(orderNo);
        open.delete(close);
        sink.end();
      };
      // one read at a time; changes arriving during it are read once more after it
      async function changed() {
        if (closed) return;
        if (reading) {
          again = true;
          return;
        }
        reading = true;
        try {
          do {
            again = false;
            const now = await read(orderNo, language);
            if (closed) return;
            if (!now) return close();
            if (sent === null || now.version > sent) {
              sent = now.version;
              sink.write(eventOf(now.version, now.detail));
            }
            if (now.closed) return close();
          } while (again);
        } catch {
          // a failed read is tried again on the next change or heartbeat; the browser keeps what it has
        } finally {
          reading = false;
        }
      }
      if (!heartbeat) {
        heartbeat = setInterval(beat, heartbeatMs);
        heartbeat.unref();
      }
      const set = watchers.get(orderNo) ?? new Set();
      set.add(changed);
      watchers.set(orderNo, set);
      open.set(close, { orderNo, sink });
      sink.write(`retry: ${ORDER_STREAM_RETRY_MS}\n\n`);
      await changed();
      return { close };
    },

    /** Ends every stream (a stop drains its connections; the browsers open theirs again on another process). */
    closeAll() {
      for (const close of [...open.keys()]) close();
      if (heartbeat) clearInterval(heartbeat);
      heartbeat = null;
    },

    /** Ends this process's streams of one order, as a dropped connection would (the sandbox's cut); how many. */
    drop(orderNo: string): number {
      const closes = [...open].filter(([, streamed]) => streamed.orderNo === orderNo).map(([close]) => close);
      for (const close of closes) close();
      return closes.length;
    },

    /** Stops listening. */
    async stop() {
      this.closeAll();
      const stopping = listening;
      listening = null;
      if (stopping) await (await stopping.catch(() => async () => undefined))();
    },
  };
}

export type OrderStreams = ReturnType<typeof createOrderStreams>;
