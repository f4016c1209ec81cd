import {
  DEFAULT_PREDICTION_TIMEFRAME,
  PREDICTION_TIMEFRAMES,
  type PredictionTimeframe,
} from '@careledger/shared';

export const PREDICTION_TABS = ['overview', 'urgent', 'moderate', 'safe'] as const;
export type PredictionTab = (typeof PREDICTION_TABS)[number];

/** What the screen shows, kept in the URL so a shared link reopens the same view. */
export interface PredictionView {
  timeframe: PredictionTimeframe;
  tab: PredictionTab;
  q: string;
}

const isTimeframe = (value: string | null): value is PredictionTimeframe =>
  (PREDICTION_TIMEFRAMES as readonly (string | null)[]).includes(value);
const isTab = (value: string | null): value is PredictionTab =>
  (PREDICTION_TABS as readonly (string | null)[]).includes(value);

/** The view a query string names; anything unknown falls back to the default (30d, overview, no search). */
export function readPredictionView(params: URLSearchParams): PredictionView {
  const timeframe = params.get('timeframe');
  const tab = params.get('tab');
  return {
    timeframe: isTimeframe(timeframe) ? timeframe : DEFAULT_PREDICTION_TIMEFRAME,
    tab: isTab(tab) ? tab : 'overview',
    q: params.get('q') ?? '',
  };
}

/** The query string of a view: all three always, so the link says exactly what it shows. */
export function predictionViewParams(view: PredictionView): URLSearchParams {
  const params = new URLSearchParams({ timeframe: view.timeframe, tab: view.tab });
  if (view.q) params.set('q', view.q);
  return params;
}

/** The absolute link that reopens a view: the page's origin and path with the view's query string. */
export function shareLink(origin: string, pathname: string, view: PredictionView): string {
  return `${origin}${pathname}?${predictionViewParams(view).toString()}`;
}
