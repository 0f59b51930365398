import { useCallback, useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { alertError, errorMessage } from '@coop/shared';
import type { Notification } from '@coop/api/contract';
import { newestFirst, notificationsApi } from './notificationsApi';
import { readSeenAt, writeSeenAt } from './seenNotifications';

export const NOTIFICATIONS_REFRESH_MS = 60_000;

export interface NotificationsController {
  /** null until the first list arrives */
  items: Notification[] | null;
  loading: boolean;
  error: string | null;
  unreadCount: number;
  refresh: () => void;
  remove: (id: number) => Promise<void>;
  removeAll: () => Promise<void>;
}

/**
 * The member's notifications: loaded at once, refreshed every minute while the page is visible and
 * whenever the panel opens; opening the panel marks them read.
 */
export function useNotifications({ panelOpen, userKey, refreshMs = NOTIFICATIONS_REFRESH_MS }: { panelOpen: boolean; userKey: string; refreshMs?: number }): NotificationsController {
  const dispatch = useDispatch();
  const [items, setItems] = useState<Notification[] | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [seenAt, setSeenAt] = useState(() => readSeenAt(userKey));
  const requestId = useRef(0);
  const lastLoaded = useRef(0);
  const mounted = useRef(true);

  const refresh = useCallback(() => {
    const id = ++requestId.current;
    setLoading(true);
    notificationsApi.list().then(
      (list) => {
        if (!mounted.current || id !== requestId.current) return;
        lastLoaded.current = Date.now();
        setItems(newestFirst(list));
        setError(null);
        setLoading(false);
      },
      (e: unknown) => {
        if (!mounted.current || id !== requestId.current) return;
        setError(errorMessage(e));
        setLoading(false);
      },
    );
  }, []);

  useEffect(() => {
    mounted.current = true;
    refresh();
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') refresh();
    }, refreshMs);
    const onVisible = () => {
      if (document.visibilityState === 'visible' && Date.now() - lastLoaded.current >= refreshMs) refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      mounted.current = false;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [refresh, refreshMs]);

  useEffect(() => {
    if (panelOpen) refresh();
  }, [panelOpen, refresh]);

  // While the panel is open everything in it has been seen.
  useEffect(() => {
    if (!panelOpen || !items) return;
    const newest = items.reduce((max, n) => Math.max(max, Date.parse(n.created_at) || 0), 0);
    const at = Math.max(Date.now(), newest);
    setSeenAt(at);
    writeSeenAt(userKey, at);
  }, [panelOpen, items, userKey]);

  const remove = useCallback(
    async (id: number) => {
      try {
        await notificationsApi.remove(id);
        setItems((list) => list?.filter((n) => n.id !== id) ?? list);
      } catch (e) {
        dispatch(alertError(errorMessage(e)));
      }
    },
    [dispatch],
  );

  const removeAll = useCallback(async () => {
    try {
      await notificationsApi.removeAll();
      setItems([]);
    } catch (e) {
      dispatch(alertError(errorMessage(e)));
    }
  }, [dispatch]);

  const unreadCount = items?.filter((n) => (Date.parse(n.created_at) || 0) > seenAt).length ?? 0;
  return { items, loading, error, unreadCount, refresh, remove, removeAll };
}
