import { useCallback, useEffect, useRef, useState } from 'react';
import type { MemoryBackend } from '../lib/memory-backend';

/** Spec 001 section 4: testing, then connected or disconnected; tested on load and by Test Connection. */
export type BackendStatus = 'testing' | 'connected' | 'disconnected';

export function useBackendStatus(backend: MemoryBackend) {
  const [status, setStatus] = useState<BackendStatus>('testing');
  // Only the latest test decides: an earlier one answering late does not overwrite it.
  const latest = useRef(0);

  const test = useCallback(() => {
    const attempt = ++latest.current;
    setStatus('testing');
    backend.checkStatus().then(
      () => attempt === latest.current && setStatus('connected'),
      () => attempt === latest.current && setStatus('disconnected'),
    );
  }, [backend]);

  useEffect(test, [test]);

  return { status, test };
}
