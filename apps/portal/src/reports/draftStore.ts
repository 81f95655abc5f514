// draftStore keeps report drafts on the device (issue 13 "Drafts that survive a lost connection"):
// one IndexedDB store, one record per user and report, with any photos still to upload. A tiny
// promise wrapper over plain IndexedDB; every call resolves to a safe default where IndexedDB is
// missing (private windows of some browsers), so a form never breaks for want of it.

const DB_NAME = 'reach-report-drafts';
const STORE = 'drafts';

/** PendingPhoto is a picture picked while offline, uploaded once the connection is back. */
export interface PendingPhoto {
  id: string;
  name: string;
  type: string;
  size: number;
  /** section: which gallery it goes to. */
  section: 'public' | 'private';
  blob: Blob;
}

/** DraftRecord is what is kept for one user's report. savedAt is ms since the epoch. */
export interface DraftRecord<T = unknown> {
  key: string;
  userId: string;
  reportId: string;
  value: T;
  savedAt: number;
  /** base: the server copy's updatedAt the change was made on, as the server gave it (null: not on the server). */
  base?: string | null;
  photos: PendingPhoto[];
}

export function draftKey(userId: string, reportId: string): string {
  return `${userId}:${reportId}`;
}

let opening: Promise<IDBDatabase | null> | null = null;

function open(): Promise<IDBDatabase | null> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(null);
  opening ??= new Promise((resolve) => {
    let req: IDBOpenDBRequest;
    try {
      req = indexedDB.open(DB_NAME, 1);
    } catch {
      resolve(null);
      return;
    }
    req.onupgradeneeded = () => {
      const db = req.result;
      if (!db.objectStoreNames.contains(STORE)) db.createObjectStore(STORE, { keyPath: 'key' }).createIndex('userId', 'userId');
    };
    req.onsuccess = () => {
      const db = req.result;
      // another tab upgrading the database closes ours; open again next time
      db.onversionchange = () => {
        db.close();
        opening = null;
      };
      resolve(db);
    };
    req.onerror = () => {
      opening = null;
      resolve(null);
    };
  });
  return opening;
}

function run<R>(mode: IDBTransactionMode, fn: (s: IDBObjectStore) => IDBRequest<R> | void, fallback: R): Promise<R> {
  return open().then(
    (db) =>
      new Promise<R>((resolve) => {
        if (!db) return resolve(fallback);
        let result = fallback;
        try {
          const tx = db.transaction(STORE, mode);
          const req = fn(tx.objectStore(STORE));
          if (req) req.onsuccess = () => (result = req.result);
          tx.oncomplete = () => resolve(result);
          tx.onerror = () => resolve(fallback);
          tx.onabort = () => resolve(fallback);
        } catch {
          resolve(fallback);
        }
      }),
  );
}

export function getDraft<T>(userId: string, reportId: string): Promise<DraftRecord<T> | null> {
  return run<DraftRecord<T> | null>('readonly', (s) => s.get(draftKey(userId, reportId)) as IDBRequest<DraftRecord<T> | null>, null).then((r) => r ?? null);
}

/** putDraft stores the record; it answers false when the device refused (full, or no IndexedDB). */
export function putDraft<T>(record: DraftRecord<T>): Promise<boolean> {
  return run<boolean>('readwrite', (s) => s.put(record) as unknown as IDBRequest<boolean>, false).then((r) => r !== false);
}

/**
 * markNewDraft keeps an empty record for a report this device is starting (value null, no photos)
 * unless one is there already, in one transaction: the device then knows the id as its own new
 * report before anything is typed (reports/newReport.ts).
 */
export function markNewDraft(userId: string, reportId: string): Promise<void> {
  return run<undefined>(
    'readwrite',
    (s) => {
      const key = draftKey(userId, reportId);
      const req = s.get(key);
      req.onsuccess = () => {
        if (req.result === undefined) s.put({ key, userId, reportId, value: null, savedAt: 0, photos: [] } satisfies DraftRecord<null>);
      };
      return undefined;
    },
    undefined,
  );
}

export function deleteDraft(userId: string, reportId: string): Promise<void> {
  return run<undefined>('readwrite', (s) => s.delete(draftKey(userId, reportId)) as IDBRequest<undefined>, undefined);
}

/** clearAllDrafts removes every draft of userId (sign-out), or of everyone when userId is empty. */
export function clearAllDrafts(userId?: string | null): Promise<void> {
  return run<undefined>(
    'readwrite',
    (s) => {
      if (!userId) return s.clear() as IDBRequest<undefined>;
      const req = s.index('userId').openCursor(IDBKeyRange.only(userId));
      req.onsuccess = () => {
        const c = req.result;
        if (c) {
          c.delete();
          c.continue();
        }
      };
      return undefined;
    },
    undefined,
  );
}
