import http from 'node:http';

export interface ServerSentEvent {
  event: string;
  data: string;
}

export interface EventStreamClient {
  status: number;
  contentType: string | undefined;
  /** Resolves with the next event of that name (events already received count). */
  next: (event: string) => Promise<ServerSentEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close: () => void;
}

/** A minimal EventSource over node:http, for tests against a listening server. */
export function openEventStream(url: string, cookie = ''): Promise<EventStreamClient> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { accept: 'text/event-stream', cookie } }, (response) => {
      response.setEncoding('utf8');
      const received: ServerSentEvent[] = [];
      const waiters: { event: string; resolve: (e: ServerSentEvent) => void }[] = [];
      let buffer = '';
      const deliver = () => {
        for (const waiter of [...waiters]) {
          const index = received.findIndex((e) => e.event === waiter.event);
          if (index === -1) continue;
          const [event] = received.splice(index, 1);
          waiters.splice(waiters.indexOf(waiter), 1);
          if (event) waiter.resolve(event);
        }
      };
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = block.split('\n');
          const event = lines.find((l) => l.startsWith('event: '))?.slice(7);
          const data = lines
            .filter((l) => l.startsWith('data: '))
            .map((l) => l.slice(6))
            .join('\n');
          if (event) received.push({ event, data });
          end = buffer.indexOf('\n\n');
        }
        deliver();
      });
      const ended = new Promise<void>((done) => response.once('close', () => done()));
      resolve({
        status: response.statusCode ?? 0,
        contentType: response.headers['content-type'],
        next: (event) =>
          new Promise((done) => {
            waiters.push({ event, resolve: done });
            deliver();
          }),
        ended,
        close: () => request.destroy(),
      });
    });
    request.once('error', reject);
  });
}
