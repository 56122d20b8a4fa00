import { describe, expect, it } from 'vitest';
import { parseWrkOutput, wrkDurationMs } from './wrk.ts';

// Real `wrk --latency` output (wrk 4.1, Debian 12) of a run where every reply was a 404.
const OUTPUT = `Running 2s test @ http://127.0.0.1:40057/nope
  2 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency   849.21us    0.87ms  19.36ms   96.20%
    Req/Sec    33.11k     6.25k   36.61k    90.00%
  Latency Distribution
     50%  685.00us
     75%  773.00us
     90%    0.94ms
     99%    4.28ms
  131771 requests in 2.00s, 18.10MB read
  Socket errors: connect 0, read 2, write 1, timeout 3
  Non-2xx or 3xx responses: 131771
Requests/sec:  65871.96
Transfer/sec:      9.05MB
`;

describe('wrk output', () => {
  it('reads throughput, the 50th and 99th percentiles, errors and non-2xx replies', () => {
    expect(parseWrkOutput(OUTPUT)).toEqual({
      rps: 65871.96,
      p50: 0.685,
      p99: 4.28,
      requests: 131771,
      non2xx: 131771,
      errors: 3,
      timeouts: 3,
      statusCodes: { '2xx': 0, other: 131771 },
    });
  });

  it('reads microseconds, milliseconds and seconds', () => {
    expect(wrkDurationMs('512.00us')).toBe(0.512);
    expect(wrkDurationMs('1.71ms')).toBe(1.71);
    expect(wrkDurationMs('1.02s')).toBe(1020);
  });

  it('refuses output that is not a finished run', () => {
    expect(() => parseWrkOutput('unable to connect to 127.0.0.1:1 Connection refused')).toThrow(
      /no request count/,
    );
  });
});
