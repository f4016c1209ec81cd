import type { RfidTag } from '@careledger/shared';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useFormat } from '@/hooks/use-format';
import { useTranslation } from '@/lib/i18n';
import { StatusBadge } from './status-badge';

/** One line of the details: a term and its value. */
function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-3 gap-3 py-2">
      <dt className="text-sm font-medium text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="col-span-2 text-sm text-slate-900 dark:text-slate-50">{children}</dd>
    </div>
  );
}

/**
 * The view dialog exactly as spec 001: item name, tag id, status and generated date and time always; last scan,
 * location, battery (bar and percent) and signal only when the tag has them; a Close button.
 */
export function TagViewDialog({ tag, onClose }: { tag: RfidTag; onClose: () => void }) {
  const { t } = useTranslation('rfid');
  const { date, number } = useFormat();
  return (
    <Dialog
      onClose={onClose}
      title={t('view.title')}
      description={t('view.description')}
      closeLabel={t('close')}
      data-testid="rfid-view-dialog"
    >
      <dl className="divide-y divide-slate-200 dark:divide-slate-800">
        <Detail label={t('view.itemName')}>{tag.itemName}</Detail>
        <Detail label={t('view.tagId')}>
          <span className="font-mono break-all">{tag.tagId}</span>
        </Detail>
        <Detail label={t('view.status')}>
          <StatusBadge status={tag.status} />
        </Detail>
        <Detail label={t('view.generated')}>{date(tag.generatedAt)}</Detail>
        {tag.lastScan ? <Detail label={t('view.lastScan')}>{date(tag.lastScan)}</Detail> : null}
        {tag.location ? <Detail label={t('view.location')}>{tag.location}</Detail> : null}
        {tag.batteryLevel !== null ? (
          <Detail label={t('view.batteryLevel')}>
            <div className="flex items-center gap-3">
              <progress
                max={100}
                value={tag.batteryLevel}
                aria-label={t('view.batteryLevel')}
                className="h-2 w-full max-w-40 overflow-hidden rounded-full accent-teal-700 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-teal-700"
              />
              <span>{t('view.percent', { value: number(tag.batteryLevel) })}</span>
            </div>
          </Detail>
        ) : null}
        {tag.signalStrength ? (
          <Detail label={t('view.signalStrength')}>{t(`signal.${tag.signalStrength}`)}</Detail>
        ) : null}
      </dl>
      <div className="flex justify-end pt-4">
        <Button variant="secondary" onClick={onClose}>
          {t('close')}
        </Button>
      </div>
    </Dialog>
  );
}
