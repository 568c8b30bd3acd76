import { createContext, use, useState, useSyncExternalStore, type ReactNode } from 'react';
import {
  createNotificationStore,
  type NewNotification,
  type NotificationStore,
} from './notification-store';

const NotificationContext = createContext<NotificationStore | null>(null);

export function NotificationProvider({
  store,
  children,
}: {
  store?: NotificationStore;
  children: ReactNode;
}) {
  const [value] = useState(() => store ?? createNotificationStore());
  return <NotificationContext value={value}>{children}</NotificationContext>;
}

export function useNotificationStore(): NotificationStore {
  const store = use(NotificationContext);
  if (!store) throw new Error('notifications need <NotificationProvider> above them');
  return store;
}

/**
 * Raises a pop-up: `const notify = useNotify(); notify({ type: 'success', title: t('saved') })`.
 * Pass texts already translated.
 */
export function useNotify(): (notification: NewNotification) => number {
  return useNotificationStore().push;
}

export function useNotificationEntries() {
  const store = useNotificationStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
