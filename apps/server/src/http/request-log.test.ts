import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { OneLinePerRequest } from './request-log';

describe('request log', () => {
  it('writes one line per request, when it is answered, with the request, status and time', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream }, logController: new OneLinePerRequest() });
    app.get('/ping', async () => ({ ok: true }));
    await app.ready();
    await app.inject({ method: 'GET', url: '/ping' });
    await app.close();

    const requests = lines.filter((line) => line.reqId !== undefined);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/ping' },
      res: { statusCode: 200 },
    });
    expect(requests[0]?.responseTime).toEqual(expect.any(Number));
  });
});
