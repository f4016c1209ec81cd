import { clsx } from 'clsx';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import type { Toast } from './toast-store';

const STYLES = {
  success:
    'border-green-300 bg-green-50 text-green-900 dark:border-green-700 dark:bg-green-950 dark:text-green-100',
  error: 'border-red-300 bg-red-50 text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-100',
  info: 'border-blue-300 bg-blue-50 text-blue-900 dark:border-blue-700 dark:bg-blue-950 dark:text-blue-100',
} as const;

const ICONS = { success: CircleCheck, error: CircleAlert, info: Info } as const;

interface ToastItemProps {
  toast: Toast;
  onClose: (id: number) => void;
}

export function ToastItem({ toast, onClose }: ToastItemProps) {
  const { t } = useTranslation();
  const Icon = ICONS[toast.type];
  return (
    <li
      data-testid="toast"
      data-type={toast.type}
      className={clsx(
        'pointer-events-auto flex w-80 max-w-[calc(100vw-2rem)] items-start gap-3 rounded-lg border p-4 shadow-lg',
        'animate-toast-in',
        STYLES[toast.type],
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p className="flex-1 text-sm font-medium">{toast.message}</p>
      <button
        type="button"
        aria-label={t('toast.close')}
        onClick={() => onClose(toast.id)}
        className="-m-1 rounded p-1 hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-current dark:hover:bg-white/10"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}
