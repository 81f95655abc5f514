// The portal on the device (docs/offline.md): registers the service worker (/sw.js, sw/sw.ts),
// looks for a new build on load, on the 'online' event, when the page is shown again and on a
// route change at most every few minutes, and shows the bars (DeviceBars.tsx): "You are
// offline" while the browser is, "A new version of Reach is ready — Reload" while a new worker
// waits. Reload tells the waiting worker to take over and reloads once it has.
import { mount } from './DeviceBars';

/** CHECK_EVERY_MS is the least time between two route changes' checks for a new build. */
export const CHECK_EVERY_MS = 3 * 60 * 1000;

export interface DeviceState {
  offline: boolean;
  waiting: ServiceWorker | null;
}

let state: DeviceState = { offline: !navigator.onLine, waiting: null };
const listeners = new Set<(s: DeviceState) => void>();
let registration: ServiceWorkerRegistration | null = null;
let lastCheck = 0;
let started = false;

function set(next: Partial<DeviceState>) {
  state = { ...state, ...next };
  for (const l of listeners) l(state);
  if (state.offline || state.waiting) showBars();
}

/** subscribe calls fn with every change of the device's state; it returns the unsubscribe. */
export function subscribe(fn: (s: DeviceState) => void): () => void {
  listeners.add(fn);
  fn(state);
  return () => listeners.delete(fn);
}

let bars: Promise<unknown> | null = null;
function showBars() {
  bars ??= mount();
}

/** check asks the server for a new /sw.js (the browser compares it byte for byte). */
export function check() {
  if (!registration || !navigator.onLine) return;
  lastCheck = Date.now();
  registration.update().catch(() => undefined);
}

/** routeChanged checks for a new build when the last check is older than CHECK_EVERY_MS. */
export function routeChanged() {
  if (Date.now() - lastCheck >= CHECK_EVERY_MS) check();
}

/** reload makes the waiting worker the page's and reloads the page on it. */
export function reload() {
  const w = state.waiting;
  if (!w) {
    window.location.reload();
    return;
  }
  w.postMessage({ type: 'SKIP_WAITING' });
}

function watch(reg: ServiceWorkerRegistration) {
  const waitFor = (w: ServiceWorker | null) => {
    if (!w) return;
    const ready = () => {
      // A worker waiting while another controls the page is a new build; the first install has
      // nothing to replace.
      if (w.state === 'installed' && navigator.serviceWorker.controller) set({ waiting: w });
    };
    ready();
    w.addEventListener('statechange', ready);
  };
  waitFor(reg.waiting);
  waitFor(reg.installing);
  reg.addEventListener('updatefound', () => waitFor(reg.installing));
}

/** start registers the worker and listens; later calls do nothing. */
export function start() {
  if (started) return;
  started = true;
  const sw = navigator.serviceWorker;
  window.addEventListener('online', () => {
    set({ offline: false });
    check();
  });
  window.addEventListener('offline', () => set({ offline: true }));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
  // Reload once the new worker controls the page (only when this page asked for it).
  const hadController = !!sw.controller;
  sw.addEventListener('controllerchange', () => {
    if (hadController && state.waiting) window.location.reload();
  });
  set({ offline: !navigator.onLine });
  sw.register('/sw.js', { scope: '/' })
    .then((reg) => {
      registration = reg;
      watch(reg);
      // A page that a worker already serves asks the server for a new one now.
      if (sw.controller) check();
    })
    .catch(() => undefined);
}
