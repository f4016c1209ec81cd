import type { ItemPrediction } from '@careledger/shared';
import { Download, Play, Settings, Share2 } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast/use-toasts';
import { useTranslation } from '@/lib/i18n';
import { downloadText } from '../lib/download-text';
import { type PredictionView, shareLink } from '../lib/prediction-view';
import { buildPredictionsCsv } from '../lib/predictions-csv';
import { usePredictionCsvColumns } from '../lib/use-prediction-csv-columns';
import { SettingsDialog } from './settings-dialog';

interface HeaderActionsProps {
  view: PredictionView;
  /** The items the visible tab lists after the search (the overview: urgent, then moderate). */
  items: readonly ItemPrediction[];
  canRun: boolean;
  isRunning: boolean;
  onRun: () => void;
}

/**
 * Settings: the service level (saved by a role with inventory.manage). Export: the visible tab's items as CSV.
 * Share: copies a link that reopens this timeframe, tab and search. Run Analysis: a new run of the timeframe.
 */
export function HeaderActions({ view, items, canRun, isRunning, onRun }: HeaderActionsProps) {
  const { t } = useTranslation('predictions');
  const toast = useToast();
  const { pathname } = useLocation();
  const columns = usePredictionCsvColumns();
  const [isSettingsOpen, setIsSettingsOpen] = useState(false);

  function exportCsv() {
    const file = `predictions-${view.timeframe}-${view.tab}.csv`;
    downloadText(file, buildPredictionsCsv(columns, items));
    toast.success(t('header.exported', { file }));
  }

  async function share() {
    const link = shareLink(window.location.origin, pathname, view);
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t('header.shareCopied'));
    } catch {
      toast.error(t('header.shareFailed', { link }));
    }
  }

  return (
    <>
      <Button variant="secondary" onClick={() => setIsSettingsOpen(true)}>
        <Settings aria-hidden="true" className="size-4" />
        {t('header.settings')}
      </Button>
      <Button variant="secondary" onClick={exportCsv} disabled={items.length === 0}>
        <Download aria-hidden="true" className="size-4" />
        {t('header.export')}
      </Button>
      <Button variant="secondary" onClick={share}>
        <Share2 aria-hidden="true" className="size-4" />
        {t('header.share')}
      </Button>
      {canRun ? (
        <Button onClick={onRun} disabled={isRunning} aria-busy={isRunning}>
          <Play aria-hidden="true" className="size-4" />
          {isRunning ? t('header.running') : t('header.run')}
        </Button>
      ) : null}
      {isSettingsOpen ? <SettingsDialog onClose={() => setIsSettingsOpen(false)} /> : null}
    </>
  );
}
