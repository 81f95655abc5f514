// loadDevice loads the portal's service worker registration and its bars (device.ts) in a chunk
// of their own, outside the first load's start chunk: production builds only, where the
// browser has service workers. null elsewhere (development, old browsers).
export function loadDevice(): Promise<typeof import('./device')> | null {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return null;
  return import('./device');
}
