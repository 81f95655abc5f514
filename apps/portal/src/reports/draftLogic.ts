// The pure rules of offline drafts (issue 13 "Drafts that survive a lost connection").
import type { PendingPhoto } from './draftStore';

/** DRAFT_SAVE_DELAY_MS: a change reaches the device within a second. */
export const DRAFT_SAVE_DELAY_MS = 400;

/** PHOTO_LIMIT_BYTES: photos kept on the device for one draft, in all (10 MB). */
export const PHOTO_LIMIT_BYTES = 10 * 1024 * 1024;
export const PHOTO_LIMIT_MESSAGE = 'Photos waiting to upload are limited to 10 MB per report on this device. Upload this one when you are back online.';

export type DraftState = 'idle' | 'saving' | 'saved' | 'offline';

/** INDICATOR is the indicator's text per state (exact). */
export const INDICATOR: Record<DraftState, string> = {
  idle: '',
  saving: 'Saving…',
  saved: 'Saved',
  offline: 'Offline – saved on this device',
};

/** SAVED_ON_DEVICE is 'saved' while the report exists only on the device (never saved to the server). */
export const SAVED_ON_DEVICE = 'Saved on this device';

/**
 * indicatorText is what the indicator says: offline wins; a change kept while the report has
 * never reached the server (onServer false) is saved on this device, not "Saved".
 */
export function indicatorText(state: DraftState, online: boolean, onServer: boolean): string {
  if (!online) return INDICATOR.offline;
  if (state === 'saved' && !onServer) return SAVED_ON_DEVICE;
  return INDICATOR[state];
}

/**
 * offerText is the banner over a form when the device holds a copy the form does not show: a
 * copy newer than the server's (onServer), or a report the server has never seen. what names the
 * report ("report", "proposal"); when is the copy's time, formatted.
 */
export function offerText(what: string, when: string, onServer: boolean): string {
  if (onServer) return `This device has changes to this ${what} from ${when} that are newer than the copy on the server.`;
  return `This device holds a new ${what} from ${when} that has not been saved to the server yet. Restore it to go on, or discard it to start again.`;
}

/**
 * keptRecord is what stays on the device for a report once its value is dropped or replaced:
 * the value and photos still waiting, or, for a report the server has never seen, an empty
 * record that marks the id as this device's new report (reports/newReport.ts), so a reload
 * opens the empty form again. null: nothing stays.
 */
export function keptRecord<T, P>(value: T | null, photos: P[], onServer: boolean): { value: T | null; photos: P[] } | null {
  if (value == null && photos.length === 0 && onServer) return null;
  return { value, photos };
}

export const OFFLINE_SUBMIT_REASON = 'You are offline. Your changes are saved on this device; submit when you are back online.';
/** OFFER_PENDING_REASON: why the buttons wait while a copy kept on the device is offered. */
export const OFFER_PENDING_REASON = 'Restore or discard the copy kept on this device first.';

/** localIsNewer: a local copy saved after the server's last update (no server copy: always). */
export function localIsNewer(localSavedAt: number | null | undefined, serverUpdatedAt: string | null | undefined): boolean {
  if (!localSavedAt) return false;
  if (!serverUpdatedAt) return true;
  const server = Date.parse(serverUpdatedAt);
  return Number.isNaN(server) || localSavedAt > server;
}

/** photosFit tells whether a photo of `size` bytes may join those already kept. */
export function photosFit(kept: Pick<PendingPhoto, 'size'>[], size: number, limit = PHOTO_LIMIT_BYTES): boolean {
  return kept.reduce((n, p) => n + p.size, 0) + size <= limit;
}

/** sameValue compares two form values as they would be stored. */
export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * DraftWriter keeps the last change of a form a moment after the typing stops (delay), and at
 * once when flush() is called: a tab closed or hidden inside the delay loses nothing.
 */
export interface DraftWriter<V> {
  /** schedule keeps v after the delay, replacing a change not yet kept. */
  schedule(v: V): void;
  /** flush keeps the change waiting, now; nothing when none waits. */
  flush(): void;
  /** cancel forgets the change waiting. */
  cancel(): void;
  /** pending tells whether a change waits. */
  pending(): boolean;
}

export function createDraftWriter<V>(write: (v: V) => void, delay = DRAFT_SAVE_DELAY_MS): DraftWriter<V> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let waiting: { v: V } | null = null;
  const run = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const w = waiting;
    waiting = null;
    if (w) write(w.v);
  };
  return {
    schedule(v) {
      waiting = { v };
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(run, delay);
    },
    flush: run,
    cancel() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      waiting = null;
    },
    pending: () => waiting !== null,
  };
}

/**
 * flushWhenLeaving calls flush when the page is hidden or left (pagehide on win, visibilitychange
 * to hidden on doc): the browser may end the page before a delayed write. It answers the undo.
 */
export function flushWhenLeaving(flush: () => void, win: EventTarget, doc: EventTarget & { visibilityState?: string }): () => void {
  const onHide = () => flush();
  const onVisibility = () => {
    if (doc.visibilityState === 'hidden') flush();
  };
  win.addEventListener('pagehide', onHide);
  doc.addEventListener('visibilitychange', onVisibility);
  return () => {
    win.removeEventListener('pagehide', onHide);
    doc.removeEventListener('visibilitychange', onVisibility);
  };
}
