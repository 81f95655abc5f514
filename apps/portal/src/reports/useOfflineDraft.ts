// useOfflineDraft keeps a report form's every change on the device (IndexedDB, within a second,
// per user and report) so a lost connection loses nothing (issue 13). The form tells it when its
// starting value is in place (ready) and how new the server's copy is (serverUpdatedAt: null for
// a report not on the server yet). A local copy newer than the server's is offered (offer, then
// restore() or discard()); an older one is dropped, so newer server data is never overwritten.
// Until a report's first save to the server the indicator says "Saved on this device", the offer
// says the server has never seen the report, and the device keeps a record of the id even with
// nothing in it (reports/newReport.ts). Coming back online with changes not yet on the server
// runs saveToServer; clear() after any server save; clearAllDrafts at sign-out.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { deleteDraft, getDraft, putDraft, type DraftRecord, type PendingPhoto } from './draftStore';
import { photoLimitMessage, createDraftWriter, flushWhenLeaving, indicatorText, keptRecord, localIsNewer, localIsStale, photosFit, type DraftState } from './draftLogic';

export { clearAllDrafts } from './draftStore';

export interface OfflineDraftOptions<T> {
  /** ready: the form holds its starting value; changes from then on are kept. */
  ready: boolean;
  /** serverUpdatedAt: the server copy's updatedAt; null when the report is not on the server; undefined while unknown. */
  serverUpdatedAt?: string | null;
  /** saveToServer saves a DRAFT when the connection comes back with changes kept only here. */
  saveToServer?: (value: T) => Promise<void>;
}

/** useOnline follows navigator.onLine and the online / offline events. */
export function useOnline(): boolean {
  const [online, setOnline] = useState(() => (typeof navigator === 'undefined' ? true : navigator.onLine));
  useEffect(() => {
    const up = () => setOnline(true);
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, []);
  return online;
}

export function useOfflineDraft<T>(userId: string | null | undefined, reportId: string, value: T, options: OfflineDraftOptions<T>) {
  const { ready, serverUpdatedAt, saveToServer } = options;
  const online = useOnline();
  const [state, setState] = useState<DraftState>('idle');
  const [loaded, setLoaded] = useState(false);
  const [stored, setStored] = useState<DraftRecord<T> | null>(null);
  const [offer, setOffer] = useState<DraftRecord<T> | null>(null);
  const [photos, setPhotos] = useState<PendingPhoto[]>([]);
  const lastJson = useRef<string | null>(null);
  const dirty = useRef(false);
  const latest = useRef(value);
  latest.current = value;
  const photosRef = useRef<PendingPhoto[]>([]);
  photosRef.current = photos;
  const saveRef = useRef(saveToServer);
  saveRef.current = saveToServer;
  // onServer: the server has the report (false while it is new, and while unknown).
  const onServer = serverUpdatedAt != null;
  const onServerRef = useRef(onServer);
  onServerRef.current = onServer;
  // base: the server copy the changes are made on (its updatedAt as the server gave it).
  const baseRef = useRef<string | null>(serverUpdatedAt ?? null);
  if (serverUpdatedAt !== undefined) baseRef.current = serverUpdatedAt;
  const uid = userId ?? '';

  // What the device holds for this report.
  useEffect(() => {
    let live = true;
    setLoaded(false);
    setStored(null);
    setOffer(null);
    lastJson.current = null;
    dirty.current = false;
    if (!uid || !reportId) return undefined;
    void getDraft<T>(uid, reportId).then((r) => {
      if (!live) return;
      setStored(r);
      setPhotos(r?.photos ?? []);
      setLoaded(true);
    });
    return () => {
      live = false;
    };
  }, [uid, reportId]);

  // Once the server's copy is known: offer local changes made on it; offer with a warning those
  // made on an older copy (someone changed it since); drop a copy with nothing in it. The server's
  // updatedAt decides, never the device's clock.
  useEffect(() => {
    if (!loaded || !ready || serverUpdatedAt === undefined || !stored) return;
    if (stored.value != null && (localIsNewer(stored, serverUpdatedAt) || localIsStale(stored, serverUpdatedAt))) {
      setOffer(stored);
    } else if (stored.value != null) {
      void putOrDelete(uid, reportId, null, stored.photos, true);
    }
    setStored(null);
  }, [loaded, ready, serverUpdatedAt, stored, uid, reportId]);

  const held = !loaded || !!stored || !!offer;
  const json = JSON.stringify(value);

  // Keep each change, a moment after the typing stops, and at once when the tab is hidden or
  // closed before that moment (pagehide, visibilitychange).
  const writer = useMemo(
    () =>
      createDraftWriter<string>((savedJson) => {
        void putDraft<T>({ key: `${uid}:${reportId}`, userId: uid, reportId, value: JSON.parse(savedJson) as T, savedAt: Date.now(), base: baseRef.current, photos: photosRef.current }).then(() => {
          lastJson.current = savedJson;
          dirty.current = true;
          setState(navigator.onLine ? 'saved' : 'offline');
        });
      }),
    [uid, reportId],
  );
  useEffect(() => flushWhenLeaving(writer.flush, window, document), [writer]);
  useEffect(() => {
    if (!ready || held || !uid) return;
    if (lastJson.current === null) {
      lastJson.current = json;
      return;
    }
    if (json === lastJson.current) {
      writer.cancel();
      return;
    }
    setState('saving');
    writer.schedule(json);
  }, [json, ready, held, uid, writer]);

  // The connection: offline shows where the changes are; back online saves a DRAFT to the server.
  useEffect(() => {
    if (!online) {
      setState((s) => (s === 'idle' && !dirty.current ? 'offline' : s === 'saving' ? s : 'offline'));
      return;
    }
    setState((s) => (s === 'offline' ? (dirty.current ? 'saving' : 'saved') : s));
    const save = saveRef.current;
    if (!dirty.current || !save) return;
    setState('saving');
    save(latest.current).then(
      () => {
        dirty.current = false;
        void putOrDelete(uid, reportId, null, photosRef.current, true);
        setState('saved');
      },
      () => setState('saved'),
    );
  }, [online, uid, reportId]);

  /** localNewerThan answers the local copy when it is newer than the server's, else null. */
  const localNewerThan = useCallback(
    (updatedAt: string | null | undefined): T | null => {
      const r = offer ?? stored;
      return r && r.value != null && localIsNewer(r, updatedAt) ? r.value : null;
    },
    [offer, stored],
  );

  /** restore answers the local copy for the form to take, and resumes keeping changes. */
  const restore = useCallback((): T | null => {
    const v = offer?.value ?? null;
    setOffer(null);
    dirty.current = true;
    // what the form held before counts as kept, so the restored copy is written back at once
    lastJson.current = JSON.stringify(latest.current);
    return v;
  }, [offer]);

  /** discard drops the local copy and keeps the server's (a new report stays this device's, empty). */
  const discard = useCallback(() => {
    writer.cancel();
    setOffer(null);
    dirty.current = false;
    lastJson.current = JSON.stringify(latest.current);
    void putOrDelete(uid, reportId, null, photosRef.current, onServerRef.current);
  }, [uid, reportId, writer]);

  /** clear forgets the local copy once the server has it (pending photos stay). */
  const clear = useCallback(() => {
    writer.cancel();
    dirty.current = false;
    lastJson.current = JSON.stringify(latest.current);
    void putOrDelete(uid, reportId, null, photosRef.current, true);
    setState('saved');
  }, [uid, reportId, writer]);

  /** forget drops everything the device keeps for the report, photos too (it is queued to send). */
  const forget = useCallback(async () => {
    writer.cancel();
    dirty.current = false;
    lastJson.current = JSON.stringify(latest.current);
    photosRef.current = [];
    setPhotos([]);
    if (uid) await deleteDraft(uid, reportId);
  }, [uid, reportId, writer]);

  /** addPhoto keeps a picture for later upload; it answers a message when over the limit. */
  const addPhoto = useCallback(
    async (file: File, section: PendingPhoto['section'], id: string): Promise<string | null> => {
      if (!photosFit(photosRef.current, file.size)) return photoLimitMessage();
      const next = [...photosRef.current, { id, name: file.name, type: file.type, size: file.size, section, blob: file }];
      setPhotos(next);
      photosRef.current = next;
      const ok = await putDraft<T | null>({
        key: `${uid}:${reportId}`,
        userId: uid,
        reportId,
        value: dirty.current ? latest.current : null,
        savedAt: Date.now(),
        base: baseRef.current,
        photos: next,
      });
      return ok ? null : photoLimitMessage();
    },
    [uid, reportId],
  );

  const removePhoto = useCallback(
    (id: string) => {
      const next = photosRef.current.filter((p) => p.id !== id);
      setPhotos(next);
      photosRef.current = next;
      void putOrDelete(uid, reportId, dirty.current ? latest.current : null, next, onServerRef.current, baseRef.current);
    },
    [uid, reportId],
  );

  return {
    online,
    state: online ? state : 'offline',
    indicator: indicatorText(state, online, onServer),
    /** offer is a local copy newer than the server's, waiting for Restore or Discard; onServer false: the server has never seen the report. */
    offer: offer ? { value: offer.value, savedAt: offer.savedAt, onServer, stale: localIsStale(offer, serverUpdatedAt) } : null,
    localNewerThan,
    restore,
    discard,
    clear,
    forget,
    photos,
    addPhoto,
    removePhoto,
  };
}

/**
 * putOrDelete keeps what is left (a value or photos, or the mark of a report the server has never
 * seen: onServer false) or removes the record.
 */
function putOrDelete<T>(userId: string, reportId: string, value: T | null, photos: PendingPhoto[], onServer: boolean, base?: string | null): Promise<unknown> {
  if (!userId) return Promise.resolve();
  const kept = keptRecord(value, photos, onServer);
  if (!kept) return deleteDraft(userId, reportId);
  return putDraft({ key: `${userId}:${reportId}`, userId, reportId, value: kept.value, savedAt: kept.value == null ? 0 : Date.now(), base: kept.value == null ? undefined : base, photos: kept.photos });
}
