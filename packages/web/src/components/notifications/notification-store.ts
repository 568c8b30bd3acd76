/**
 * The pop-up notification list's store (Notification: date, title, optional
 * description, type). One store per app, provided by notification-context.tsx.
 */
export type NotificationType = 'info' | 'success' | 'warning' | 'error';

export interface AppNotification {
  id: number;
  /** when it was raised; it disappears NOTIFICATION_LIFETIME_MS later */
  date: Date;
  title: string;
  description?: string;
  type: NotificationType;
}

export type NewNotification = Omit<AppNotification, 'id' | 'date'> & { date?: Date };

export interface NotificationStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly AppNotification[];
  push(notification: NewNotification): number;
  dismiss(id: number): void;
  /** drops entries raised before `before` (keeps the list from growing) */
  prune(before: number): void;
}

export function createNotificationStore(): NotificationStore {
  let entries: readonly AppNotification[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const set = (next: readonly AppNotification[]) => {
    entries = next;
    listeners.forEach((listener) => listener());
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => entries,
    push(notification) {
      const id = nextId++;
      set([...entries, { ...notification, id, date: notification.date ?? new Date() }]);
      return id;
    },
    dismiss(id) {
      if (entries.some((e) => e.id === id)) set(entries.filter((e) => e.id !== id));
    },
    prune(before) {
      if (entries.some((e) => e.date.getTime() < before))
        set(entries.filter((e) => e.date.getTime() >= before));
    },
  };
}
