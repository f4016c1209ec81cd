import type { CsvImportPreview } from '@careledger/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useTranslation } from '@/lib/i18n';
import { ImportPreviewRows } from './import-preview-rows';

interface ImportPreviewDialogProps {
  preview: CsvImportPreview;
  onConfirm: () => void;
  onCancel: () => void;
  isPending: boolean;
  /** Why the import did not run, already worded (the inventory changed since the preview, a network error). */
  error: string | null;
}

/**
 * What importing the chosen file would do (new, changed with each field's change, unchanged, rejected with the
 * reasons), and Import, the only way to apply it. Cancel leaves everything as it was.
 */
export function ImportPreviewDialog({
  preview,
  onConfirm,
  onCancel,
  isPending,
  error,
}: ImportPreviewDialogProps) {
  const { t } = useTranslation('inventory');
  const { counts, rows } = preview;
  // Unchanged rows fold away, except those with a note (a stock the file has differently).
  const isQuiet = (r: CsvImportPreview['rows'][number]) => r.outcome === 'unchanged' && r.kept.length === 0;
  const toApply = rows.filter((r) => !isQuiet(r));
  const unchanged = rows.filter(isQuiet);
  const hasWork = counts.new + counts.changed > 0;
  return (
    <ConfirmDialog
      open
      size="xl"
      title={t('supplies.importPreviewTitle')}
      description={t('supplies.importPreviewSummary', counts)}
      confirmLabel={t('supplies.importConfirm')}
      pendingLabel={t('supplies.importing')}
      cancelLabel={t('cancel')}
      closeLabel={t('close')}
      onConfirm={onConfirm}
      onCancel={onCancel}
      isPending={isPending}
      error={error}
      confirmDisabled={!hasWork}
      data-testid="import-preview"
    >
      {hasWork ? null : <p className="text-sm">{t('supplies.importNothing')}</p>}
      {hasWork && counts.rejected > 0 ? (
        <p className="text-sm">{t('supplies.importRejectedSkipped')}</p>
      ) : null}
      <div className="max-h-[50vh] space-y-3 overflow-y-auto">
        {toApply.length > 0 ? (
          <ImportPreviewRows rows={toApply} label={t('supplies.importPreviewTitle')} />
        ) : null}
        {unchanged.length > 0 ? (
          <details>
            <summary className="cursor-pointer text-sm font-medium">
              {t('supplies.importUnchangedRows', { count: unchanged.length })}
            </summary>
            <ImportPreviewRows rows={unchanged} label={t('supplies.importOutcome.unchanged')} />
          </details>
        ) : null}
      </div>
    </ConfirmDialog>
  );
}
