/** One event of a text/event-stream: its id (null when it names none) and its data lines joined. */
export interface ServerSentEvent {
  id: string | null;
  data: string;
}

/**
 * Reads a text/event-stream as it arrives (the WHATWG format: `field: value` lines, a blank line ends an event,
 * `:` lines are comments), calling `onEvent` for each event with data.
 * @example const parser = createEventStreamParser((event) => console.log(event.id, event.data)); parser.push(chunk);
 */
export function createEventStreamParser(onEvent: (event: ServerSentEvent) => void) {
  let buffer = '';
  let id: string | null = null;
  let data: string[] = [];
  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) onEvent({ id, data: data.join('\n') });
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    const value = colon < 0 ? '' : text.slice(colon + 1).replace(/^ /, '');
    if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) id = value;
  };
  return {
    push(chunk: string) {
      buffer += chunk;
      let end: number;
      while ((end = buffer.search(/\r\n|\r|\n/)) >= 0) {
        const crlf = buffer.startsWith('\r\n', end);
        line(buffer.slice(0, end));
        buffer = buffer.slice(end + (crlf ? 2 : 1));
      }
    },
  };
}
