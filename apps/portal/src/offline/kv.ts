// kv is the device's offline store (docs/offline.md, "Your data on the device"): one IndexedDB
// database, `reach-offline`, with a record store per kind ('answers': what the user read,
// 'outbox': reports waiting to be sent). Every record carries the userId it belongs to, and every
// read names the user, so one user's records are never answered to another. Never the Cache API.
// The store is an interface so the rules above it (answers.ts, outbox.ts) run in Vitest on the
// in-memory one (memoryKV) and in the browser on IndexedDB (indexedKV).

export type StoreName = 'answers' | 'outbox';
export const STORES: readonly StoreName[] = ['answers', 'outbox'];

/** Keyed is what every record holds: its key and the user it belongs to. */
export interface Keyed {
  key: string;
  userId: string;
}

/** QuotaError: the device refused to keep more (its storage is full). */
export class QuotaError extends Error {
  constructor() {
    super('quota');
    this.name = 'QuotaError';
  }
}

export interface KV {
  get<T extends Keyed>(store: StoreName, key: string): Promise<T | null>;
  /** put keeps the record; it throws QuotaError when the device is full and Error when it cannot keep it. */
  put<T extends Keyed>(store: StoreName, value: T): Promise<void>;
  delete(store: StoreName, key: string): Promise<void>;
  /** byUser answers every record of userId in store. */
  byUser<T extends Keyed>(store: StoreName, userId: string): Promise<T[]>;
  /** deleteUser removes every record of userId in store. */
  deleteUser(store: StoreName, userId: string): Promise<void>;
  /** clear removes every record of store (whoever's). */
  clear(store: StoreName): Promise<void>;
}

/** memoryKV keeps records in memory (tests, and browsers without IndexedDB: then nothing outlives the page). */
export function memoryKV(): KV & { size(store: StoreName): number; failNextPut?: Error | null } {
  const data = new Map<StoreName, Map<string, Keyed>>(STORES.map((s) => [s, new Map()]));
  const clone = <T>(v: T): T => (v === undefined ? v : structuredCloneSafe(v));
  const kv = {
    failNextPut: null as Error | null,
    async get<T extends Keyed>(store: StoreName, key: string) {
      return clone((data.get(store)!.get(key) as T | undefined) ?? null);
    },
    async put<T extends Keyed>(store: StoreName, value: T) {
      if (kv.failNextPut) {
        const e = kv.failNextPut;
        kv.failNextPut = null;
        throw e;
      }
      data.get(store)!.set(value.key, clone(value));
    },
    async delete(store: StoreName, key: string) {
      data.get(store)!.delete(key);
    },
    async byUser<T extends Keyed>(store: StoreName, userId: string) {
      return [...data.get(store)!.values()].filter((r) => r.userId === userId).map((r) => clone(r as T));
    },
    async deleteUser(store: StoreName, userId: string) {
      const m = data.get(store)!;
      for (const [k, r] of m) if (r.userId === userId) m.delete(k);
    },
    async clear(store: StoreName) {
      data.get(store)!.clear();
    },
    size: (store: StoreName) => data.get(store)!.size,
  };
  return kv;
}

function structuredCloneSafe<T>(v: T): T {
  if (typeof structuredClone === 'function') {
    try {
      return structuredClone(v);
    } catch {
      // Blobs in some test environments: keep the reference
    }
  }
  return v;
}

const DB_NAME = 'reach-offline';

/** isQuotaError tells whether the device refused a write for want of space. */
export function isQuotaError(e: unknown): boolean {
  const name = (e as { name?: string } | null)?.name;
  return name === 'QuotaExceededError' || name === 'QuotaError' || name === 'NS_ERROR_DOM_QUOTA_REACHED';
}

/** indexedKV is the IndexedDB store; null where the browser has none (some private windows). */
export function indexedKV(): KV | null {
  if (typeof indexedDB === 'undefined') return null;
  let opening: Promise<IDBDatabase> | null = null;
  const open = (): Promise<IDBDatabase> => {
    opening ??= new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open(DB_NAME, 1);
      req.onupgradeneeded = () => {
        const db = req.result;
        for (const s of STORES) if (!db.objectStoreNames.contains(s)) db.createObjectStore(s, { keyPath: 'key' }).createIndex('userId', 'userId');
      };
      req.onsuccess = () => {
        const db = req.result;
        db.onversionchange = () => {
          db.close();
          opening = null;
        };
        resolve(db);
      };
      req.onerror = () => {
        opening = null;
        reject(req.error ?? new Error('indexedDB'));
      };
    });
    return opening;
  };
  const tx = <R>(store: StoreName, mode: IDBTransactionMode, fn: (s: IDBObjectStore, done: (r: R) => void) => void): Promise<R> =>
    open().then(
      (db) =>
        new Promise<R>((resolve, reject) => {
          let result: R;
          const t = db.transaction(store, mode);
          fn(t.objectStore(store), (r) => (result = r));
          t.oncomplete = () => resolve(result);
          const fail = () => reject(isQuotaError(t.error) ? new QuotaError() : (t.error ?? new Error('indexedDB')));
          t.onerror = fail;
          t.onabort = fail;
        }),
    );
  const eachOfUser = (s: IDBObjectStore, userId: string, fn: (c: IDBCursorWithValue) => void, end?: () => void) => {
    const req = s.index('userId').openCursor(IDBKeyRange.only(userId));
    req.onsuccess = () => {
      const c = req.result;
      if (!c) return end?.();
      fn(c);
      c.continue();
    };
  };
  return {
    get: <T extends Keyed>(store: StoreName, key: string) =>
      tx<T | null>(store, 'readonly', (s, done) => {
        const r = s.get(key);
        r.onsuccess = () => done((r.result as T | undefined) ?? null);
      }),
    put: <T extends Keyed>(store: StoreName, value: T) => tx<void>(store, 'readwrite', (s) => void s.put(value)),
    delete: (store, key) => tx<void>(store, 'readwrite', (s) => void s.delete(key)),
    byUser: <T extends Keyed>(store: StoreName, userId: string) =>
      tx<T[]>(store, 'readonly', (s, done) => {
        const out: T[] = [];
        done(out);
        eachOfUser(s, userId, (c) => out.push(c.value as T));
      }),
    deleteUser: (store, userId) => tx<void>(store, 'readwrite', (s) => eachOfUser(s, userId, (c) => void c.delete())),
    clear: (store) => tx<void>(store, 'readwrite', (s) => void s.clear()),
  };
}

let current: KV | null = null;

/** deviceKV is the page's store: IndexedDB, or memory where the browser has none. */
export function deviceKV(): KV {
  current ??= indexedKV() ?? memoryKV();
  return current;
}

/** useKVForTests puts a store in place of the device's. */
export function setDeviceKV(kv: KV | null): void {
  current = kv;
}
