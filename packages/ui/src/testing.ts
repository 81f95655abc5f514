// Browser stand-ins for the unit tests (Node has no window): an in-memory localStorage.

/** memoryStorage is a Storage kept in a Map. */
export function memoryStorage(): Storage {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem: (k, v) => void m.set(k, String(v)),
  };
}

/** withWindow gives the code under test a window whose localStorage is fresh. */
export function withWindow(): Storage {
  const localStorage = memoryStorage();
  (globalThis as { window?: unknown }).window = { localStorage, location: { href: 'https://reach.example/portal/' } };
  return localStorage;
}
