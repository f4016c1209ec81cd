import type { AutoGeneratePreview } from '@careledger/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useFormat } from '@/hooks/use-format';
import { useTranslation } from '@/lib/i18n';

interface AutoGeneratePreviewDialogProps {
  preview: AutoGeneratePreview;
  onConfirm: () => void;
  onCancel: () => void;
  isPending: boolean;
  /** Why nothing was created, already worded (the plan changed since the preview, a network error). */
  error: string | null;
}

/**
 * The purchase orders Auto-Generate Orders would create (supplier, each line item x quantity with the stock
 * and threshold behind it, total), and Create Orders, the only way to create them.
 */
export function AutoGeneratePreviewDialog({
  preview,
  onConfirm,
  onCancel,
  isPending,
  error,
}: AutoGeneratePreviewDialogProps) {
  const { t } = useTranslation('inventory');
  const { money } = useFormat();
  const { orders } = preview;
  const lines = orders.reduce((n, o) => n + o.lines.length, 0);
  return (
    <ConfirmDialog
      open
      size="lg"
      title={t('header.previewTitle')}
      description={
        orders.length > 0 ? t('header.previewSummary', { orders: orders.length, lines }) : undefined
      }
      confirmLabel={t('header.confirmGenerate')}
      pendingLabel={t('header.generating')}
      cancelLabel={t('cancel')}
      closeLabel={t('close')}
      onConfirm={onConfirm}
      onCancel={onCancel}
      isPending={isPending}
      error={error}
      confirmDisabled={orders.length === 0}
      data-testid="auto-generate-preview"
    >
      {orders.length === 0 ? <p className="text-sm">{t('header.nothingToOrder')}</p> : null}
      <ul className="max-h-[50vh] space-y-3 overflow-y-auto">
        {orders.map((order) => (
          <li
            key={order.supplierId}
            data-testid="planned-order"
            className="rounded-md border border-slate-200 p-3 dark:border-slate-700"
          >
            <div className="flex justify-between gap-3 font-medium">
              <span>{order.supplierName}</span>
              <span className="tabular-nums">
                {t('header.previewTotal', { total: money(order.totalAmount) })}
              </span>
            </div>
            <ul className="mt-1 space-y-1 text-sm">
              {order.lines.map((line) => (
                <li key={line.itemId} data-testid="planned-line">
                  {t('header.previewLine', { item: line.itemName, quantity: line.quantity, unit: line.unit })}
                  <span className="block text-xs text-slate-600 dark:text-slate-400">
                    {t('header.previewStock', {
                      stock: line.stock,
                      threshold: line.threshold,
                      target: line.stock + line.quantity,
                    })}
                    {' · '}
                    <span data-testid="planned-line-basis">
                      {line.quantityBasis === 'forecast'
                        ? t('header.previewBasisForecast')
                        : t('header.previewBasisThreshold')}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </ConfirmDialog>
  );
}
