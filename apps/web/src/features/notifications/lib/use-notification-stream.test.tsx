import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { useNotificationStream } from './use-notification-stream';

// jsdom has no EventSource: this stand-in records what the hook opens and closes, and lets a test fire `open`.
class RecordedEventSource extends EventTarget {
  static made: RecordedEventSource[] = [];
  closed = false;
  constructor(readonly url: string) {
    super();
    RecordedEventSource.made.push(this);
  }
  close() {
    this.closed = true;
  }
}

const open = () => RecordedEventSource.made.filter((source) => !source.closed);

function pageTransition(type: 'pagehide' | 'pageshow', persisted: boolean) {
  const event = new Event(type);
  Object.defineProperty(event, 'persisted', { value: persisted });
  act(() => {
    window.dispatchEvent(event);
  });
}

function mountStream() {
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const view = renderHook(() => useNotificationStream(), { wrapper });
  return { invalidate, unmount: view.unmount };
}

describe('useNotificationStream', () => {
  beforeEach(() => {
    RecordedEventSource.made = [];
    vi.stubGlobal('EventSource', RecordedEventSource);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('opens one stream and closes it when unmounted', () => {
    const { unmount } = mountStream();
    expect(open().map((source) => source.url)).toEqual(['/api/notifications/stream']);
    unmount();
    expect(open()).toHaveLength(0);
  });

  it('lets go of the stream while the page is kept for Back, and opens a new one when it is shown again', () => {
    const { invalidate } = mountStream();
    act(() => {
      open()[0]?.dispatchEvent(new Event('open'));
    });
    expect(invalidate).not.toHaveBeenCalled();

    pageTransition('pagehide', true);
    expect(open()).toHaveLength(0);

    pageTransition('pageshow', true);
    expect(open()).toHaveLength(1);
    expect(RecordedEventSource.made).toHaveLength(2);
    // The page missed whatever happened while it was kept: the new connection refetches the list.
    act(() => {
      open()[0]?.dispatchEvent(new Event('open'));
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.notifications() });
  });

  it('does not open a second stream for a first showing of the page', () => {
    mountStream();
    pageTransition('pageshow', false);
    expect(RecordedEventSource.made).toHaveLength(1);
  });

  it('stops listening for page transitions once unmounted', () => {
    const { unmount } = mountStream();
    unmount();
    pageTransition('pageshow', true);
    expect(RecordedEventSource.made).toHaveLength(1);
  });
});
