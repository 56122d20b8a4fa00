// A Server-Sent Events parser for a fetch() stream (EventSource cannot send our headers). Follows the
// WHATWG rules that matter here: lines end in \n, \r\n or \r; "field: value" (one leading space dropped);
// data lines join with \n; a blank line dispatches; lines starting with ':' are comments (heartbeats).

export type SseMessage = { event: string; id: string | null; data: string };

export class SseParser {
  private buffer = '';
  private data: string[] = [];
  private event = '';
  private id: string | null = null;
  /** The last event id seen (kept across messages, as the spec says). */
  lastEventId: string | null = null;
  /** The server's "retry:" advice in ms, if any. */
  retryMs: number | null = null;

  constructor(private readonly onMessage: (message: SseMessage) => void) {}

  /** Feed decoded text; messages are emitted as soon as their blank line arrives. */
  push(chunk: string) {
    this.buffer += chunk;
    for (;;) {
      const match = /\r\n|\r|\n/.exec(this.buffer);
      if (!match) break;
      // A lone \r at the very end may be the first half of \r\n: wait for the next chunk.
      if (match[0] === '\r' && match.index === this.buffer.length - 1) break;
      const line = this.buffer.slice(0, match.index);
      this.buffer = this.buffer.slice(match.index + match[0].length);
      this.line(line);
    }
  }

  private line(line: string) {
    if (line === '') return this.dispatch();
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') this.data.push(value);
    else if (field === 'event') this.event = value;
    else if (field === 'id' && !value.includes('\0')) this.id = value;
    else if (field === 'retry' && /^\d+$/.test(value)) this.retryMs = Number(value);
  }

  private dispatch() {
    if (this.id !== null) this.lastEventId = this.id;
    if (this.data.length > 0) {
      this.onMessage({
        event: this.event || 'message',
        id: this.id ?? this.lastEventId,
        data: this.data.join('\n'),
      });
    }
    this.data = [];
    this.event = '';
    this.id = null;
  }
}

/** 1 s, 2 s, 4 s … capped at 30 s. */
export function backoffMs(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, attempt));
}
