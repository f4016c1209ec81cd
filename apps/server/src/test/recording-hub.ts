import { createSseHub, type HubEvent, type SseHub } from '../lib/sse-hub';

/** Subscribes to a hub (a new one unless given) and keeps every event it publishes, in order. */
export function recordEvents(hub: SseHub = createSseHub()): { hub: SseHub; events: HubEvent[] } {
  const events: HubEvent[] = [];
  hub.subscribe(
    (event) => events.push(event),
    () => {},
  );
  return { hub, events };
}
