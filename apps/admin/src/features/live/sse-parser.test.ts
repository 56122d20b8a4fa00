import { describe, expect, it } from 'vitest';
import { backoffMs, SseParser, type SseMessage } from './sse-parser.ts';

function collect() {
  const messages: SseMessage[] = [];
  const parser = new SseParser((m) => messages.push(m));
  return { parser, messages };
}

describe('SseParser', () => {
  it('parses event, id and data, dispatching on the blank line', () => {
    const { parser, messages } = collect();
    parser.push('event: order.created\nid: 7\ndata: {"orderNumber":"ENQ-000123"}\n\n');
    expect(messages).toEqual([{ event: 'order.created', id: '7', data: '{"orderNumber":"ENQ-000123"}' }]);
  });

  it('reassembles a message split across chunks, even inside a line and a \\r\\n', () => {
    const { parser, messages } = collect();
    for (const chunk of ['eve', 'nt: payment.upl', 'oaded\r', '\ndata: {"a"', ':1}\r', '\n', '\r\n'])
      parser.push(chunk);
    expect(messages).toEqual([{ event: 'payment.uploaded', id: null, data: '{"a":1}' }]);
  });

  it('joins multi-line data with newlines', () => {
    const { parser, messages } = collect();
    parser.push('data: first\ndata:second\ndata:  third\n\n');
    expect(messages[0]!.data).toBe('first\nsecond\n third');
    expect(messages[0]!.event).toBe('message');
  });

  it('ignores comments (heartbeats) and empty messages, and reads retry', () => {
    const { parser, messages } = collect();
    parser.push(': ping\n\nretry: 3000\n\n: ping\n\nevent: ready\ndata: {}\n\n');
    expect(messages).toEqual([{ event: 'ready', id: null, data: '{}' }]);
    expect(parser.retryMs).toBe(3000);
  });

  it('waits for the blank line before dispatching', () => {
    const { parser, messages } = collect();
    parser.push('data: half\n');
    expect(messages).toHaveLength(0);
    parser.push('\n');
    expect(messages).toHaveLength(1);
  });

  it('backs off 1 s, 2 s, 4 s … up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(backoffMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
