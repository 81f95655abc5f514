// outbox holds the reports a user submitted while offline (docs/offline.md, "Your data on the
// device"): each waits on the device, marked "Waiting to send", and is sent in the order it was
// queued when the connection is back, through the same calls the form makes online: its photos
// uploaded, then the save (with the version the form last read from the server), then the submit.
// What the server answers decides: a conflict (someone changed the report since) or a refusal
// (validation, permission) keeps the report on the device with the server's message; a lost
// connection leaves it waiting. A report leaves the device only once the server has it submitted.
import type { PendingPhoto } from '../reports/draftStore';
import { deviceKV, type KV, type Keyed } from './kv';

/** ReportKind: the five report types. */
export type ReportKind = 'upg' | 'progress' | 'proposal' | 'trainingEvent' | 'trainingQuarterly';

/** QueueState: waiting (to send, or being sent), conflict, refused (both with the server's message). */
export type QueueState = 'waiting' | 'conflict' | 'refused';

/** GqlStep is one call as the form would make it. */
export interface GqlStep {
  query: string;
  variables: Record<string, unknown>;
}

export interface QueuedReport extends Keyed {
  reportId: string;
  /** contactId: the account the report was written under; it is sent for that account. */
  contactId: string;
  kind: ReportKind;
  /** parentId: the people group or project the report belongs to ('' for training). */
  parentId: string;
  /** title names the report in lists (e.g. its quarter). */
  title: string;
  /** editPath opens the form again; viewPath the report once sent. */
  editPath: string;
  viewPath: string;
  /** form is the form's value, for the form to show again ("Edit"). */
  form: unknown;
  /** base: the server copy's updatedAt the form was filled on, as the server gave it (null: a new report). */
  base: string | null;
  photos: PendingPhoto[];
  save: GqlStep;
  submit: GqlStep;
  /** done: the steps the server has already taken ('photo:<id>', 'save'). */
  done: string[];
  /** seq orders the queue (a counter on this device, never compared with the server's time). */
  seq: number;
  queuedAt: number;
  state: QueueState;
  message?: string;
}

/** Transport makes the calls; the page's sends with @reach/ui, tests fake it. */
export interface Transport {
  request(query: string, variables: Record<string, unknown>, contactId: string): Promise<unknown>;
  upload(photo: PendingPhoto, reportId: string, contactId: string): Promise<void>;
}

/** Outcome of one report's sending. */
export type Outcome = 'sent' | 'retry' | 'conflict' | 'refused';

/** classify tells what a failed call means for the queued report. */
export function classify(e: unknown): Exclude<Outcome, 'sent'> {
  const err = e as { code?: string; status?: number; offline?: boolean; cause?: unknown; name?: string } | null;
  if (!err || typeof err !== 'object') return 'retry';
  if (err.offline) return 'retry';
  if (err.name === 'UploadError') return err.cause && typeof err.cause === 'object' ? classify(err.cause) : 'retry';
  if (err.code === 'CONFLICT') return 'conflict';
  if (err.code === 'UNAUTHENTICATED') return 'retry';
  if (err.code) return 'refused';
  if (err.status && err.status >= 400 && err.status < 500) return 'refused';
  return 'retry';
}

/** sendOrder answers the reports to send, oldest queued first; conflicts and refusals wait for the user. */
export function sendOrder(items: QueuedReport[]): QueuedReport[] {
  return items.filter((i) => i.state === 'waiting').sort((a, b) => a.seq - b.seq);
}

export interface Outbox {
  /** enqueue keeps a report to send; it throws QuotaError when the device is full (nothing is lost: the draft stays). */
  enqueue(item: Omit<QueuedReport, 'key' | 'seq' | 'done' | 'state' | 'message' | 'queuedAt'>): Promise<QueuedReport>;
  list(userId: string): Promise<QueuedReport[]>;
  get(userId: string, reportId: string): Promise<QueuedReport | null>;
  remove(userId: string, reportId: string): Promise<void>;
  /** forget removes every queued report of userId (sign-out). */
  forget(userId: string): Promise<void>;
  /**
   * flush sends userId's waiting reports in order and answers each one's outcome; it stops at the
   * first that cannot reach the server (the rest keep their order for the next try).
   */
  flush(userId: string, transport: Transport): Promise<Array<{ item: QueuedReport; outcome: Outcome }>>;
}

export function queueKey(userId: string, reportId: string): string {
  return `${userId}|${reportId}`;
}

export function outbox(kv: () => KV = deviceKV, now: () => number = Date.now): Outbox {
  let flushing: Promise<Array<{ item: QueuedReport; outcome: Outcome }>> | null = null;
  const self: Outbox = {
    async enqueue(item) {
      const existing = await kv().byUser<QueuedReport>('outbox', item.userId);
      const seq = existing.reduce((n, i) => Math.max(n, i.seq), 0) + 1;
      const prev = existing.find((i) => i.reportId === item.reportId);
      // Queued again (after Edit): the photos the server has stay sent; the save runs again.
      const rec: QueuedReport = { ...item, key: queueKey(item.userId, item.reportId), seq, done: (prev?.done ?? []).filter((s) => s.startsWith('photo:')), state: 'waiting', queuedAt: now() };
      await kv().put('outbox', rec);
      return rec;
    },
    async list(userId) {
      if (!userId) return [];
      return (await kv().byUser<QueuedReport>('outbox', userId)).sort((a, b) => a.seq - b.seq);
    },
    async get(userId, reportId) {
      if (!userId) return null;
      const r = await kv().get<QueuedReport>('outbox', queueKey(userId, reportId));
      return r && r.userId === userId ? r : null;
    },
    remove: (userId, reportId) => kv().delete('outbox', queueKey(userId, reportId)),
    forget: (userId) => kv().deleteUser('outbox', userId),
    flush(userId, transport) {
      // one flush at a time: the 'online' event and the page's start may ask together
      flushing ??= (async () => {
        const results: Array<{ item: QueuedReport; outcome: Outcome }> = [];
        for (const item of sendOrder(await self.list(userId))) {
          const outcome = await sendOne(kv(), item, transport);
          results.push({ item, outcome });
          if (outcome === 'retry') break;
        }
        return results;
      })().finally(() => (flushing = null));
      return flushing;
    },
  };
  return self;
}

/** sendOne runs a queued report's remaining steps, keeping each step's success on the device. */
async function sendOne(kv: KV, item: QueuedReport, transport: Transport): Promise<Outcome> {
  const mark = async (step: string) => {
    item.done = [...item.done, step];
    await kv.put('outbox', item);
  };
  try {
    for (const p of item.photos) {
      const step = `photo:${p.id}`;
      if (item.done.includes(step)) continue;
      await transport.upload(p, item.reportId, item.contactId);
      await mark(step);
    }
    if (!item.done.includes('save')) {
      await transport.request(item.save.query, item.save.variables, item.contactId);
      await mark('save');
    }
    await transport.request(item.submit.query, item.submit.variables, item.contactId);
    await kv.delete('outbox', item.key);
    return 'sent';
  } catch (e) {
    const outcome = classify(e);
    if (outcome === 'retry') return outcome;
    item.state = outcome;
    item.message = e instanceof Error && e.message ? e.message : String(e);
    await kv.put('outbox', item).catch(() => undefined);
    return outcome;
  }
}

/** queue is the page's outbox (IndexedDB). */
export const queue = outbox();
