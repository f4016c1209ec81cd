import { describe, expect, it } from 'vitest';
import { createSseHub, type HubEvent } from './sse-hub';

describe('createSseHub', () => {
  it('delivers events to subscribers until they unsubscribe', () => {
    const hub = createSseHub();
    const seen: HubEvent[] = [];
    const unsubscribe = hub.subscribe(
      (e) => seen.push(e),
      () => {},
    );
    hub.publish({ recipient: 'admin', event: 'a', data: 1 });
    unsubscribe();
    hub.publish({ recipient: 'admin', event: 'b', data: 2 });
    expect(seen.map((e) => e.event)).toEqual(['a']);
    expect(hub.size).toBe(0);
  });

  it('closeAll closes every open stream once and forgets them', () => {
    const hub = createSseHub();
    let closed = 0;
    hub.subscribe(
      () => {},
      () => closed++,
    );
    hub.subscribe(
      () => {},
      () => closed++,
    );
    hub.closeAll();
    hub.closeAll();
    expect(closed).toBe(2);
    expect(hub.size).toBe(0);
  });

  it('ends a stream that subscribes after closeAll at once, so it cannot hold shutdown open', () => {
    const hub = createSseHub();
    hub.closeAll();
    let closed = 0;
    const seen: HubEvent[] = [];
    hub.subscribe(
      (e) => seen.push(e),
      () => closed++,
    );
    hub.publish({ recipient: 'admin', event: 'late', data: 1 });
    expect(closed).toBe(1);
    expect(seen).toEqual([]);
    expect(hub.size).toBe(0);
  });
});
