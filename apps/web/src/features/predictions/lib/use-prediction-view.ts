import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type PredictionView, predictionViewParams, readPredictionView } from './prediction-view';

/** The screen's timeframe, tab and search, read from and written to the URL (replacing, not adding history). */
export function usePredictionView() {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readPredictionView(params), [params]);
  const update = useCallback(
    (change: Partial<PredictionView>) =>
      setParams((current) => predictionViewParams({ ...readPredictionView(current), ...change }), {
        replace: true,
      }),
    [setParams],
  );
  return { view, update };
}
