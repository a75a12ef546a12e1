import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { openSse } from '../../testing/sse-client';
import { acceptsEventStream, openEventStream, sseMessage, type EventStream } from './sse';

describe('sseMessage', () => {
  it('writes the event, the id when there is one, and the data as one JSON line', () => {
    expect(sseMessage('agent', { userId: 7, name: 'A\nB' }, '42')).toBe('id: 42\nevent: agent\ndata: {"userId":7,"name":"A\\nB"}\n\n');
    expect(sseMessage('heartbeat', { at: 'now' })).toBe('event: heartbeat\ndata: {"at":"now"}\n\n');
  });
});

describe('openEventStream', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  /** A server with one stream route; `opened` resolves with the stream the route opened. */
  async function serve(onOpen: (stream: EventStream) => void): Promise<string> {
    app = Fastify();
    app.get('/stream', async (request, reply) => {
      if (!acceptsEventStream(request)) return reply.code(406).send({ refused: true });
      onOpen(openEventStream(request, reply));
    });
    return `${await app.listen({ host: '127.0.0.1', port: 0 })}/stream`;
  }

  it('answers an event stream uncompressed and unbuffered, and delivers what is sent in order', async () => {
    const url = await serve((stream) => {
      stream.send('snapshot', { rows: 2 }, '1');
      stream.write(sseMessage('agent', { userId: 3 }, '2'));
    });
    const client = await openSse(url);
    expect(client.status).toBe(200);
    expect(client.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(client.headers.get('cache-control')).toBe('no-cache');
    expect(client.headers.get('x-accel-buffering')).toBe('no');
    expect(client.headers.get('content-encoding')).toBeNull();
    await client.next((e) => e.event === 'agent');
    expect(client.events).toEqual([
      { event: 'snapshot', id: '1', data: '{"rows":2}' },
      { event: 'agent', id: '2', data: '{"userId":3}' },
    ]);
    client.close();
  });

  it('is refused to a request that does not ask for an event stream', async () => {
    const url = await serve(() => undefined);
    expect((await fetch(url, { headers: { accept: 'application/json' } })).status).toBe(406);
  });

  it("ends from the server's side: the client sees the end and the close listeners run once", async () => {
    let closes = 0;
    let opened: EventStream | undefined;
    const url = await serve((stream) => {
      opened = stream;
      stream.onClose(() => closes++);
      stream.send('snapshot', {});
    });
    const client = await openSse(url);
    await client.next((e) => e.event === 'snapshot');
    opened!.end();
    await client.ended;
    expect(opened!.open).toBe(false);
    opened!.send('late', {});
    expect(closes).toBe(1);
    let lateListener = false;
    opened!.onClose(() => (lateListener = true));
    expect(lateListener).toBe(true);
  });

  it('closes when the client goes away', async () => {
    let resolveClosed: () => void = () => undefined;
    const closed = new Promise<void>((resolve) => (resolveClosed = resolve));
    const url = await serve((stream) => {
      stream.onClose(resolveClosed);
      stream.send('snapshot', {});
    });
    const client = await openSse(url);
    await client.next((e) => e.event === 'snapshot');
    client.close();
    await closed;
  });
});
