import { useTranslation } from 'react-i18next';
import { ToastItem } from './toast-item';
import { toast } from './toast-store';
import { useToasts } from './use-toasts';

/** The toast list, fixed at the top right (spec 2.4), just under the header so it never covers its controls. */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useToasts();
  return (
    <section aria-label={t('toast.region')} className="pointer-events-none fixed top-20 right-4 z-50">
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
