import { useSyncExternalStore } from 'react';
import { type ToastStore, toast } from './toast-store';

export function useToasts(store: ToastStore = toast) {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

/** For components that raise toasts: the store itself, so calls stay stable across renders. */
export function useToast(): ToastStore {
  return toast;
}
