import type { InventoryItem, ItemCreate } from '@careledger/shared';
import type { App } from '../app';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A request through `app.inject`, JSON in and out: the status and the parsed body (the raw text when the
 * answer is not JSON, null when it is empty). Tests of headers call `app.inject` themselves.
 */
export async function injectJson(app: App, method: Method, url: string, payload?: unknown) {
  const res = await app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  const isJson = String(res.headers['content-type'] ?? '').includes('json');
  const body = isJson ? res.json() : res.body === '' ? null : res.body;
  // biome-ignore lint/suspicious/noExplicitAny: tests read whichever shape the route answers
  return { status: res.statusCode, body: body as any };
}

/** injectJson under one path prefix, e.g. callInventory(app, 'GET', '/suppliers') asks /api/inventory/suppliers. */
function callerAt(prefix: string) {
  return (app: App, method: Method, url: string, payload?: unknown) =>
    injectJson(app, method, `${prefix}${url}`, payload);
}

export const callApi = callerAt('/api');
export const callInventory = callerAt('/api/inventory');
export const callMedicine = callerAt('/api/medicine');
export const callRfid = callerAt('/api/rfid');

let counter = 0;
/** Creates an item through the API with a unique name; the first seeded supplier unless told. */
export async function makeItem(app: App, overrides: Partial<ItemCreate> = {}): Promise<InventoryItem> {
  counter += 1;
  const suppliers = await callInventory(app, 'GET', '/suppliers');
  const res = await callInventory(app, 'POST', '/items', {
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
