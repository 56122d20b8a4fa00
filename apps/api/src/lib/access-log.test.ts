import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { accessLogLine, loggerOptions, type FastAccessFields } from './access-log.ts';

/** A logger as the server makes it (loggerOptions), writing into an array. */
function serverLogger(level = 'info') {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const app = Fastify(loggerOptions(level, stream));
  return { log: app.log, lines };
}

const base: FastAccessFields = {
  req: {
    method: 'GET',
    url: '/product/10-cm-sparklers?x=1',
    headers: { host: 'shop.example.in' },
    host: 'shop.example.in',
    ip: '203.0.113.7',
    socket: { remotePort: 51234 },
  },
  res: { statusCode: 200 },
  responseTime: 0.8125,
};

const withoutTime = (line: string) => line.replace(/"time":\d+/, '"time":0');

describe('the access-log line written by hand', () => {
  const cases: Array<[string, FastAccessFields]> = [
    ['a plain request', base],
    ['a 304 with a whole-number time', { ...base, res: { statusCode: 304 }, responseTime: 2 }],
    [
      'quotes, backslashes, control characters, Tamil and a lone surrogate in the URL and host',
      {
        ...base,
        req: { ...base.req, url: '/search?q="a\\b"\u0001தமிழ்\ud800', host: 'கடை.example\u2028' },
      },
    ],
    ['no address and no port', { ...base, req: { ...base.req, ip: undefined, socket: null } }],
    [
      'an Accept-Version header (Fastify’s serializer reports it)',
      { ...base, req: { ...base.req, headers: { 'accept-version': '1.x' } } },
    ],
  ];

  it.each(cases)('is what pino writes for the same fields: %s', (_name, fields) => {
    const { log, lines } = serverLogger();
    accessLogLine(log, 'req-1', fields);
    // pino's own line for the same object, through Fastify's serializers.
    log.info(
      { reqId: 'req-1', req: fields.req, res: fields.res, responseTime: fields.responseTime },
      'request completed',
    );
    expect(lines).toHaveLength(2);
    expect(withoutTime(lines[0]!)).toBe(withoutTime(lines[1]!));
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 30, reqId: 'req-1', msg: 'request completed' });
  });

  it('writes nothing below the logger’s level', () => {
    const { log, lines } = serverLogger('warn');
    accessLogLine(log, 'req-1', base);
    expect(lines).toEqual([]);
  });

  it('goes through pino on any other logger (a test’s own)', () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: {
        level: 'info',
        stream: { write: (line: string) => void lines.push(line) },
        formatters: { level: (label) => ({ level: label }) },
      },
    });
    accessLogLine(app.log, 'req-1', base);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 'info',
      reqId: 'req-1',
      req: { remotePort: 51234 },
    });
  });
});
