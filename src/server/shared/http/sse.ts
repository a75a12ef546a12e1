// Server-sent events (text/event-stream), the one way a route streams events: the raw response without compression
// or proxy buffering, messages written in the SSE format, and one close however it comes (the client leaves, the
// server ends the stream, the server shuts down).
import type { ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const EVENT_STREAM_TYPE = 'text/event-stream';

/** One SSE message: `event`, optional `id`, and the JSON data on one line. */
export function sseMessage(event: string, data: unknown, id?: string): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** The request asks for an event stream (Accept: text/event-stream); a route answers 406 otherwise. */
export function acceptsEventStream(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes(EVENT_STREAM_TYPE);
}

export type EventStream = {
  /** False once the stream has closed: writes after that are dropped. */
  readonly open: boolean;
  /** Writes a message made by sseMessage (a change written once can go to many streams). */
  write: (message: string) => void;
  send: (event: string, data: unknown, id?: string) => void;
  /** Ends the stream from the server's side. */
  end: () => void;
  /** Runs once when the stream closes, from either side (a listener added after the close runs at once). */
  onClose: (listener: () => void) => void;
};

/** Takes the response over from Fastify (reply.hijack) and starts the stream: status 200 and its headers, sent at once. */
export function openEventStream(request: FastifyRequest, reply: FastifyReply): EventStream {
  reply.hijack();
  const res: ServerResponse = reply.raw;
  res.writeHead(200, {
    'content-type': `${EVENT_STREAM_TYPE}; charset=utf-8`,
    'cache-control': 'no-cache',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  res.flushHeaders();

  let open = true;
  const listeners: (() => void)[] = [];
  const close = () => {
    if (!open) return;
    open = false;
    for (const listener of listeners.splice(0)) listener();
  };
  request.raw.on('close', close);
  res.on('close', close);

  const write = (message: string) => {
    if (open) res.write(message);
  };
  return {
    get open() {
      return open;
    },
    write,
    send: (event, data, id) => write(sseMessage(event, data, id)),
    end: () => {
      close();
      res.end();
    },
    onClose: (listener) => {
      if (open) listeners.push(listener);
      else listener();
    },
  };
}
