import type { ItemPrediction } from '@careledger/shared';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { useTranslation } from '@/lib/i18n';
import { emptyTabAction } from '../lib/empty-tab-action';
import type { PredictionGroups } from '../lib/filter-predictions';
import type { PredictionView } from '../lib/prediction-view';
import { ItemCard } from './item-card';

interface PredictionListProps {
  groups: PredictionGroups;
  group: keyof PredictionGroups;
  /** A section heading (the overview's two lists); a tab's list has its tab as its name. */
  heading?: string;
  emptyTitle: string;
  search: string;
  canRun: boolean;
  onRun: () => void;
  onViewChange: (change: Partial<PredictionView>) => void;
  onOpen: (entry: ItemPrediction) => void;
}

/** One group's item cards, or its empty state with View Recommendations (see emptyTabAction). */
export function PredictionList({
  groups,
  group,
  heading,
  emptyTitle,
  search,
  canRun,
  onRun,
  onViewChange,
  onOpen,
}: PredictionListProps) {
  const { t } = useTranslation('predictions');
  const headingId = useId();
  const entries = groups[group];
  const action = entries.length === 0 ? emptyTabAction(groups, group, { search, canRun }) : null;
  const act = () => {
    if (action?.kind === 'tab') onViewChange({ tab: action.tab });
    else if (action?.kind === 'clearSearch') onViewChange({ q: '' });
    else if (action?.kind === 'run') onRun();
  };
  const hint = search.trim()
    ? t('empty.searchHint', { search: search.trim() })
    : action?.kind === 'tab'
      ? t('empty.otherTabHint')
      : t('empty.nothingHint');

  return (
    <section aria-labelledby={heading ? headingId : undefined} data-testid={`list-${group}`}>
      {heading ? (
        <h2 id={headingId} className="mb-3 text-lg font-semibold text-slate-900 dark:text-slate-50">
          {heading}
        </h2>
      ) : null}
      {entries.length === 0 ? (
        <Card className="flex flex-col items-center pb-6">
          <EmptyState title={emptyTitle} description={hint} />
          {action ? (
            <Button variant="secondary" onClick={act}>
              {t('card.viewRecommendations')}
            </Button>
          ) : null}
        </Card>
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
          {entries.map((entry) => (
            <ItemCard key={entry.itemId} entry={entry} group={group} onOpen={() => onOpen(entry)} />
          ))}
        </ul>
      )}
    </section>
  );
}
