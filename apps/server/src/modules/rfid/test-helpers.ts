import type { App } from '../../app';

type Method = 'GET' | 'POST' | 'PUT';

/** A JSON request to /api/rfid; returns the status and the parsed body. */
export async function callRfid(app: App, method: Method, url: string, payload?: unknown) {
  const res = await app.inject({
    method,
    url: `/api/rfid${url}`,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read whichever shape the route answers
  return { status: res.statusCode, body: res.json() as any };
}
