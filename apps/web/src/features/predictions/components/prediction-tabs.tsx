import type { ItemPrediction } from '@careledger/shared';
import { useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useTranslation } from '@/lib/i18n';
import type { PredictionGroups } from '../lib/filter-predictions';
import type { PredictionTab, PredictionView } from '../lib/prediction-view';
import { ForecastDialog } from './forecast-dialog';
import { PredictionList } from './prediction-list';

interface PredictionTabsProps {
  /** The run's groups after the search. */
  groups: PredictionGroups;
  view: PredictionView;
  onViewChange: (change: Partial<PredictionView>) => void;
  canRun: boolean;
  onRun: () => void;
}

/** Overview (Critical Alerts and Watch List), then one tab per group with its count after the search. */
export function PredictionTabs({ groups, view, onViewChange, canRun, onRun }: PredictionTabsProps) {
  const { t } = useTranslation('predictions');
  const [selected, setSelected] = useState<ItemPrediction | null>(null);
  const list = { groups, search: view.q, canRun, onRun, onViewChange, onOpen: setSelected };

  return (
    <Tabs value={view.tab} onValueChange={(tab) => onViewChange({ tab: tab as PredictionTab })}>
      <TabsList aria-label={t('tabs.label')}>
        <TabsTrigger value="overview">{t('tabs.overview')}</TabsTrigger>
        <TabsTrigger value="urgent">{t('tabs.urgent', { count: groups.urgent.length })}</TabsTrigger>
        <TabsTrigger value="moderate">{t('tabs.moderate', { count: groups.moderate.length })}</TabsTrigger>
        <TabsTrigger value="safe">{t('tabs.safe', { count: groups.safe.length })}</TabsTrigger>
      </TabsList>
      <TabsContent value="overview" className="mt-6 space-y-8">
        <PredictionList
          {...list}
          group="urgent"
          heading={t('overview.criticalAlerts')}
          emptyTitle={t('empty.critical')}
        />
        <PredictionList
          {...list}
          group="moderate"
          heading={t('overview.watchList')}
          emptyTitle={t('empty.watch')}
        />
      </TabsContent>
      <TabsContent value="urgent">
        <PredictionList {...list} group="urgent" emptyTitle={t('empty.critical')} />
      </TabsContent>
      <TabsContent value="moderate">
        <PredictionList {...list} group="moderate" emptyTitle={t('empty.moderate')} />
      </TabsContent>
      <TabsContent value="safe">
        <PredictionList {...list} group="safe" emptyTitle={t('empty.safe')} />
      </TabsContent>
      {selected ? <ForecastDialog entry={selected} onClose={() => setSelected(null)} /> : null}
    </Tabs>
  );
}
