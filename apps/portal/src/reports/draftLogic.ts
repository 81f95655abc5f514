// The pure rules of offline drafts (issue 13 "Drafts that survive a lost connection").
import { msg, t } from '@lingui/core/macro';
import type { PendingPhoto } from './draftStore';
import { texts } from './texts';

/** DRAFT_SAVE_DELAY_MS: a change reaches the device within a second. */
export const DRAFT_SAVE_DELAY_MS = 400;

/** PHOTO_LIMIT_BYTES: photos kept on the device for one draft, in all (10 MB). */
export const PHOTO_LIMIT_BYTES = 10 * 1024 * 1024;
const LIMITS = texts({
  photos: msg`Photos waiting to upload are limited to 10 MB per report on this device. Upload this one when you are back online.`,
});

/** photoLimitMessage is why a photo is not kept on the device. */
export function photoLimitMessage(): string {
  return LIMITS.photos;
}

export type DraftState = 'idle' | 'saving' | 'saved' | 'offline';

/** INDICATOR is the indicator's text per state (exact). */
const STATES = texts({
  saving: msg`Saving…`,
  saved: msg`Saved`,
  offline: msg`Offline – saved on this device`,
  onDevice: msg`Saved on this device`,
  offlineSubmit: msg`You are offline. Your changes are saved on this device; submit when you are back online.`,
  offlineQueue: msg`You are offline. Submit keeps the report on this device and sends it when you are back online.`,
  offerPending: msg`Restore or discard the copy kept on this device first.`,
});

export const INDICATOR: Readonly<Record<DraftState, string>> = {
  idle: '',
  get saving() {
    return STATES.saving;
  },
  get saved() {
    return STATES.saved;
  },
  get offline() {
    return STATES.offline;
  },
};

/** savedOnDevice is 'saved' while the report exists only on the device (never saved to the server). */
export function savedOnDevice(): string {
  return STATES.onDevice;
}

/**
 * indicatorText is what the indicator says: offline wins; a change kept while the report has
 * never reached the server (onServer false) is saved on this device, not "Saved".
 */
export function indicatorText(state: DraftState, online: boolean, onServer: boolean): string {
  if (!online) return INDICATOR.offline;
  if (state === 'saved' && !onServer) return savedOnDevice();
  return INDICATOR[state];
}

/**
 * offerText is the banner over a form when the device holds a copy the form does not show: a
 * copy newer than the server's (onServer), or a report the server has never seen. what names the
 * report ("report", "proposal"); when is the copy's time, formatted.
 */
export type OfferWhat = 'report' | 'proposal';

export function offerText(what: OfferWhat, when: string, onServer: boolean, stale = false): string {
  if (stale)
    return what === 'proposal'
      ? t`This device has changes to this proposal from ${when}, made before the copy on the server was changed. Restore them only if they should replace the server's copy.`
      : t`This device has changes to this report from ${when}, made before the copy on the server was changed. Restore them only if they should replace the server's copy.`;
  if (what === 'proposal')
    return onServer
      ? t`This device has changes to this proposal from ${when} that are newer than the copy on the server.`
      : t`This device holds a new proposal from ${when} that has not been saved to the server yet. Restore it to go on, or discard it to start again.`;
  return onServer
    ? t`This device has changes to this report from ${when} that are newer than the copy on the server.`
    : t`This device holds a new report from ${when} that has not been saved to the server yet. Restore it to go on, or discard it to start again.`;
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

/** offlineSubmitReason: why the buttons wait while offline. */
export function offlineSubmitReason(): string {
  return STATES.offlineSubmit;
}
/** offlineQueueReason: what Submit does while offline, where the form queues reports. */
export function offlineQueueReason(): string {
  return STATES.offlineQueue;
}
/** offerPendingReason: why the buttons wait while a copy kept on the device is offered. */
export function offerPendingReason(): string {
  return STATES.offerPending;
}

/**
 * LocalCopy is what decides about a copy kept on the device: when it was kept (shown only) and
 * base, the server copy's updatedAt exactly as the server gave it when the change was made (null:
 * the report was not on the server; undefined: a copy kept before Reach recorded it).
 */
export interface LocalCopy {
  savedAt: number | null | undefined;
  base?: string | null;
}

/**
 * localIsNewer: the local copy holds changes made on top of the server's present copy (or the
 * server has none). The server's version decides, never the device's clock: a device whose clock
 * runs ahead or behind still offers its changes when, and only when, the server's copy is the one
 * they were made on. A copy kept before the base was recorded is offered too (the user decides).
 */
export function localIsNewer(local: LocalCopy | null | undefined, serverUpdatedAt: string | null | undefined): boolean {
  if (!local || !local.savedAt) return false;
  if (!serverUpdatedAt) return true;
  if (local.base === undefined) return true;
  return local.base === serverUpdatedAt;
}

/**
 * localIsStale: the local copy holds changes made on an older server copy than the present one
 * (someone changed the report since). It is kept and offered with a warning, never restored or
 * sent without the user choosing it.
 */
export function localIsStale(local: LocalCopy | null | undefined, serverUpdatedAt: string | null | undefined): boolean {
  if (!local || !local.savedAt || !serverUpdatedAt || local.base === undefined) return false;
  return local.base !== serverUpdatedAt;
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
