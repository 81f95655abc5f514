// OfflineData is the signed-in portal's side of the device's store (docs/offline.md, "Your data on
// the device"): it sends the reports queued offline (at once when online, on the 'online' event,
// and each time the portal opens), lists them for the reports lists, and shows "as of" when a
// screen shows answers kept on the device because the network is down.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { request } from '@reach/ui/graphql';
import { Box } from '@reach/ui/mui';
import { Alert } from '@reach/ui/mui-menus';
import { useNotify } from '../components/Notify';
import { setSignOutGuard, useSession } from '../session/SessionContext';
import SignOutWarning from './SignOutWarning';
import { useOnline } from '../reports/useOfflineDraft';
import { isQuotaError } from './kv';
import { queue, type QueuedReport, type Transport } from './outbox';
import { asOfText, OFFLINE_TEXT, refusedText, sentText } from './texts';

export type EnqueueResult = 'queued' | 'full' | 'failed';

interface OfflineApi {
  userId: string;
  queued: QueuedReport[];
  /** sent counts the sendings that reached the server: lists read again when it changes. */
  sent: number;
  enqueue: (item: Omit<QueuedReport, 'key' | 'seq' | 'done' | 'state' | 'message' | 'queuedAt' | 'userId' | 'contactId'>) => Promise<EnqueueResult>;
  /** takeBack removes a report from the queue (Edit puts it back into its form). */
  takeBack: (reportId: string) => Promise<QueuedReport | null>;
  /** shownAsOf marks a screen's data as read from the device (savedAt), or not (null). */
  shownAsOf: (id: object, savedAt: number | null) => void;
}

const noop: OfflineApi = {
  userId: '',
  queued: [],
  sent: 0,
  enqueue: async () => 'failed',
  takeBack: async () => null,
  shownAsOf: () => undefined,
};

const OfflineContext = createContext<OfflineApi>(noop);

/** pageTransport sends with the session's token, for the account the report was written under. */
const pageTransport: Transport = {
  request: (query, variables, contactId) => request(query, variables, { account: contactId }),
  // The gallery's upload loads with the first queued photo, not with every signed-in page.
  upload: async (p, reportId, contactId) => {
    const { uploadReportFile } = await import('../reports/AttachmentGallery');
    await uploadReportFile(p.blob, p.name, p.type, p.id, reportId, p.section, contactId);
  },
};

export function OfflineData({ children }: { children: ReactNode }) {
  const { profile, contactId } = useSession();
  const { notify } = useNotify();
  const userId = profile?._id ?? '';
  const [queued, setQueued] = useState<QueuedReport[]>([]);
  const [sent, setSent] = useState(0);
  const [asOf, setAsOf] = useState<Map<object, number>>(new Map());
  const live = useRef(userId);
  live.current = userId;

  const reload = useCallback(async () => {
    const uid = live.current;
    const list = await queue.list(uid).catch(() => []);
    if (live.current === uid) setQueued(list);
  }, []);

  const flush = useCallback(async () => {
    const uid = live.current;
    if (!uid || (typeof navigator !== 'undefined' && !navigator.onLine)) return;
    const results = await queue.flush(uid, pageTransport).catch(() => []);
    if (live.current !== uid) return;
    const done = results.filter((r) => r.outcome === 'sent').length;
    if (done > 0) {
      setSent((n) => n + 1);
      notify('success', sentText(done), OFFLINE_TEXT.sentTitle);
    }
    for (const r of results) if (r.outcome === 'conflict' || r.outcome === 'refused') notify('error', refusedText(r.item.title, (await queue.get(uid, r.item.reportId))?.message ?? ''));
    await reload();
  }, [notify, reload]);

  // Each open of the portal, each user, and each return of the connection sends what waits.
  useEffect(() => {
    if (!userId) return undefined;
    // what tells the user about their queue must show without a connection
    void import(/* webpackChunkName: "notice" */ '../components/NoticeSnackbar').catch(() => undefined);
    void reload().then(flush);
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [userId, reload, flush]);

  const enqueue = useCallback<OfflineApi['enqueue']>(
    async (item) => {
      const uid = live.current;
      if (!uid) return 'failed';
      try {
        await queue.enqueue({ ...item, userId: uid, contactId: contactId ?? '' });
      } catch (e) {
        return isQuotaError(e) ? 'full' : 'failed';
      }
      await reload();
      void flush();
      return 'queued';
    },
    [contactId, reload, flush],
  );

  const takeBack = useCallback<OfflineApi['takeBack']>(
    async (reportId) => {
      const r = await queue.get(live.current, reportId);
      if (r) await queue.remove(live.current, reportId);
      await reload();
      return r;
    },
    [reload],
  );

  const shownAsOf = useCallback((id: object, savedAt: number | null) => {
    setAsOf((m) => {
      if (savedAt === null ? !m.has(id) : m.get(id) === savedAt) return m;
      const next = new Map(m);
      if (savedAt === null) next.delete(id);
      else next.set(id, savedAt);
      return next;
    });
  }, []);

  // A sign-out with reports waiting to be sent asks first (docs/offline.md, "Shared devices").
  const [warning, setWarning] = useState<{ count: number; answer: (yes: boolean) => void } | null>(null);
  useEffect(() => {
    setSignOutGuard(async (uid) => {
      const waiting = uid ? (await queue.list(uid).catch(() => [])).length : 0;
      if (waiting === 0) return true;
      const yes = await new Promise<boolean>((answer) => setWarning({ count: waiting, answer }));
      setWarning(null);
      return yes;
    });
    return () => setSignOutGuard(null);
  }, []);

  const oldest = asOf.size ? Math.min(...asOf.values()) : null;
  // Offline, the shell's "You are offline" bar holds the foot of the screen: this one sits above it.
  const online = useOnline();
  const api = useMemo<OfflineApi>(() => ({ userId, queued, sent, enqueue, takeBack, shownAsOf }), [userId, queued, sent, enqueue, takeBack, shownAsOf]);
  return (
    <OfflineContext.Provider value={api}>
      {children}
      {warning && <SignOutWarning count={warning.count} onAnswer={warning.answer} />}
      {oldest !== null && (
        <>
          {/* Over the page's foot (the shell's bar is fixed at the top), letting clicks through; the
              space under the page lets its last buttons scroll above it. */}
          <Box aria-hidden sx={{ height: online ? 64 : 100 }} />
          <Alert severity="info" role="status" data-testid="offline-as-of" sx={{ borderRadius: 0, position: 'fixed', insetInline: 0, bottom: online ? 0 : 36, zIndex: (t) => t.zIndex.appBar + 1, boxShadow: 3, pointerEvents: 'none' }}>
            {asOfText(oldest)}
          </Alert>
        </>
      )}
    </OfflineContext.Provider>
  );
}

export function useOfflineData(): OfflineApi {
  return useContext(OfflineContext);
}

/** useQueued lists the queued reports of kind (and of parentId when given). */
export function useQueued(kind: QueuedReport['kind'], parentId?: string): QueuedReport[] {
  const { queued } = useOfflineData();
  return useMemo(() => queued.filter((q) => q.kind === kind && (parentId === undefined || q.parentId === parentId)), [queued, kind, parentId]);
}
