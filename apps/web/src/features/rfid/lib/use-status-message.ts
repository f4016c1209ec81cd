import { RFID_STATUS_MESSAGE_MS } from '@careledger/shared';
import { useCallback, useEffect, useState } from 'react';

export interface StatusMessage {
  tone: 'success' | 'error';
  text: string;
}

/** The RFID status message: shown until RFID_STATUS_MESSAGE_MS after it was last set (spec 001). */
export function useStatusMessage() {
  const [message, setMessage] = useState<StatusMessage | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), RFID_STATUS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);
  const show = useCallback((next: StatusMessage) => setMessage(next), []);
  return { message, show };
}
