import { describe, expect, it } from 'vitest';
import { createEventStreamParser, type ServerSentEvent } from './server-sent-events';

describe('the event stream parser', () => {
  it('should read events split anywhere across chunks, skipping comments and keeping the last id', () => {
    const events: ServerSentEvent[] = [];
    const parser = createEventStreamParser((event) => events.push(event));
    for (const chunk of ['retry: 3000\n\n: heart', 'beat\n\nid: 4\nda', 'ta: {"a":1}\n', '\nid: 5\r\ndata: x\r\ndata: y\r\n\r\ndata: z\n\n']) parser.push(chunk);
    expect(events).toEqual([
      { id: '4', data: '{"a":1}' },
      { id: '5', data: 'x\ny' },
      { id: '5', data: 'z' },
    ]);
  });
});
