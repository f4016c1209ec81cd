import type { InventoryItem, ItemCreate } from '@careledger/shared';
import type { App } from '../../app';

type Method = 'GET' | 'POST' | 'PATCH';

/** A JSON request through the app; returns the status and the parsed body. */
export async function call(app: App, method: Method, url: string, payload?: unknown) {
  const res = await app.inject({
    method,
    url: `/api/inventory${url}`,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  const isJson = String(res.headers['content-type'] ?? '').includes('json');
  // biome-ignore lint/suspicious/noExplicitAny: tests read whichever shape the route answers
  return { status: res.statusCode, body: (isJson ? res.json() : res.body) as any, headers: res.headers };
}

let counter = 0;
/** Creates an item through the API with a unique name; the first seeded supplier unless told. */
export async function makeItem(app: App, overrides: Partial<ItemCreate> = {}): Promise<InventoryItem> {
  counter += 1;
  const suppliers = await call(app, 'GET', '/suppliers');
  const res = await call(app, 'POST', '/items', {
    name: `Test item ${counter} ${Math.floor(counter * 7919) % 1000}`,
    category: 'Consumables',
    unit: 'box',
    stock: 10,
    threshold: 4,
    supplierId: suppliers.body.items[0].id,
    price: 2.5,
    ...overrides,
  });
  if (res.status !== 201)
    throw new Error(`creating an item answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body as InventoryItem;
}
