export interface HubEvent {
  /** The account the event is for. */
  recipient: string;
  /** The SSE event name, e.g. `notification.created`. */
  event: string;
  data: unknown;
}

export type HubListener = (event: HubEvent) => void;

/**
 * The in-process publish/subscribe hub behind Server-Sent Events. Services publish after their transaction
 * commits; each open stream subscribes and writes what concerns its viewer. `closeAll` lets app shutdown end
 * every open stream so closing never waits on a browser tab.
 */
export interface SseHub {
  publish: (event: HubEvent) => void;
  subscribe: (listener: HubListener, onClose: () => void) => () => void;
  closeAll: () => void;
  readonly size: number;
}

export function createSseHub(): SseHub {
  const subscribers = new Map<HubListener, () => void>();
  // Once closed (app shutdown), a stream that still arrives, e.g. a browser reconnecting on a keep-alive
  // socket, is ended at once instead of holding the shutdown open.
  let isClosed = false;
  return {
    publish(event) {
      for (const listener of subscribers.keys()) listener(event);
    },
    subscribe(listener, onClose) {
      if (isClosed) {
        onClose();
        return () => {};
      }
      subscribers.set(listener, onClose);
      return () => {
        subscribers.delete(listener);
      };
    },
    closeAll() {
      isClosed = true;
      const closers = [...subscribers.values()];
      subscribers.clear();
      for (const close of closers) close();
    },
    get size() {
      return subscribers.size;
    },
  };
}
