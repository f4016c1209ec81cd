import { TOAST_DISMISS_MS } from '@careledger/shared';

type ToastType = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  message: string;
  type: ToastType;
}

type Listener = () => void;

/** A tiny store any feature can push to; each toast removes itself after `dismissAfterMs`. */
export function createToastStore(dismissAfterMs: number = TOAST_DISMISS_MS) {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const listeners = new Set<Listener>();

  const emit = () => {
    for (const listener of listeners) listener();
  };

  function dismiss(id: number): void {
    const timer = timers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.delete(id);
    if (!toasts.some((t) => t.id === id)) return;
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  }

  function show(type: ToastType, message: string): number {
    // The same message again (saving twice in a row) replaces the one on screen rather than stacking.
    const repeated = toasts.find((t) => t.type === type && t.message === message);
    if (repeated) dismiss(repeated.id);
    const id = nextId++;
    toasts = [...toasts, { id, type, message }];
    timers.set(
      id,
      setTimeout(() => dismiss(id), dismissAfterMs),
    );
    emit();
    return id;
  }

  return {
    getSnapshot: (): readonly Toast[] => toasts,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dismiss,
    success: (message: string) => show('success', message),
    error: (message: string) => show('error', message),
    info: (message: string) => show('info', message),
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;

/** The app's toasts: `toast.success(t('...'))`, `toast.error(...)`, `toast.info(...)`. */
export const toast = createToastStore();
