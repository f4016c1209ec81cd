import type { SkinAnalysisType } from '@careledger/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAnalyseSkin } from '@/api/skin-analysis/analyse-skin';
import {
  ANALYSING,
  type AnalysisProgress,
  DONE,
  IDLE_PROGRESS,
  UPLOAD_STARTED,
  uploadProgress,
} from '../lib/analysis-progress';

/**
 * One analysis at a time of one kind: its progress as the upload and the server report it, its result and its
 * error. `clear` cancels a running analysis and forgets the last one; so does leaving the screen.
 */
export function useSkinAnalysisRun(type: SkinAnalysisType) {
  const analyse = useAnalyseSkin();
  const { mutate, reset } = analyse;
  const [progress, setProgress] = useState<AnalysisProgress>(IDLE_PROGRESS);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(
    (form: FormData) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      const whileCurrent =
        <A extends unknown[]>(update: (...args: A) => void) =>
        (...args: A) => {
          if (!controller.signal.aborted) update(...args);
        };
      setProgress(UPLOAD_STARTED);
      mutate(
        {
          type,
          form,
          signal: controller.signal,
          onUploadProgress: whileCurrent((loaded, total) => setProgress(uploadProgress(loaded, total))),
          onUploaded: whileCurrent(() => setProgress(ANALYSING)),
        },
        {
          onSuccess: whileCurrent(() => setProgress(DONE)),
          onError: whileCurrent(() => setProgress(IDLE_PROGRESS)),
        },
      );
    },
    [mutate, type],
  );

  const clear = useCallback(() => {
    running.current?.abort();
    running.current = null;
    reset();
    setProgress(IDLE_PROGRESS);
  }, [reset]);

  return {
    start,
    clear,
    progress,
    result: analyse.data ?? null,
    error: analyse.error,
    isRunning: analyse.isPending,
  };
}
