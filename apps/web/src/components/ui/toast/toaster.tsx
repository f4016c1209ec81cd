import { useTranslation } from '@/lib/i18n';
import { ToastItem } from './toast-item';
import { toast } from './toast-store';
import { useToasts } from './use-toasts';

/**
 * The toast list, fixed at the bottom right. The spec's top right (2.4) covered the page header's buttons
 * (Supplier Dashboard, the wallet's) for 5 s (issue 12 item 9); it sits above the floating Add button and the
 * marketplace's connect notice, and the newest toast is nearest the corner (docs/spec-deviations.md).
 */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useToasts();
  return (
    <section
      aria-label={t('toast.region')}
      data-testid="toaster"
      className="pointer-events-none fixed right-4 bottom-24 z-50 max-h-[calc(100vh-12rem)] overflow-hidden"
    >
      {/* One persistent live region: a toast added to it is announced without taking focus. */}
      <div role="status" aria-live="polite">
        <ul className="flex flex-col gap-2">
          {toasts.map((item) => (
            <ToastItem key={item.id} toast={item} onClose={toast.dismiss} />
          ))}
        </ul>
      </div>
    </section>
  );
}
