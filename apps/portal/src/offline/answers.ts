// answers keeps what the signed-in user read, so it can be read again offline (docs/offline.md,
// "Your data on the device"). Only the operations in OFFLINE_OPERATIONS are kept: the user's own
// people groups and projects (lists and the pages opened), their reports and proposals, the
// training courses opened, their loan agreements and commitment forms (MOUs), the lists the
// report forms' pickers offer, and the profile the portal needs to open. Each answer is keyed by
// user, selected account (contactId), operation and variables; a user keeps at most MAX_ANSWERS
// answers and MAX_ANSWER_BYTES in all, the oldest read going first.
import { deviceKV, isQuotaError, type KV, type Keyed } from './kv';

/** OFFLINE_OPERATIONS are the queries whose answers are kept on the device. */
export const OFFLINE_OPERATIONS: ReadonlySet<string> = new Set([
  // the profile: who is signed in, their accounts and permissions
  'MyProfile',
  // people groups
  'MyPeopleGroups',
  'PeopleGroupForUser',
  'ReportGroup',
  'UpgStats',
  'UpgQuarterlyReports',
  'UpgQuarterlyReportForUser',
  // holistic projects, proposals and progress reports
  'MyHolisticProjects',
  'HolisticProjectForUser',
  'HolisticProposals',
  'CanCreateHolisticProposal',
  'HolisticProposalForUser',
  'HolisticQuarterlyReports',
  'HolisticQuarterlyReportForUser',
  'ProgressReportProject',
  // training
  'CanCreateTrainingReports',
  'AllTrainingCoursesForUser',
  'TrainingCourseForUser',
  'TrainingEventReports',
  'TrainingEventReportForUser',
  'TrainingQuarterlyReports',
  'TrainingQuarterlyReportForUser',
  // what the report forms offer to pick from, so a report started offline can be filled in
  'ReportMyPeopleGroups',
  'ReportContacts',
  'ReportCountries',
  'ReportCountryRegions',
  'ReportJPRegions',
  // agreements, read only
  'LoanAgreementsForUser',
  'LoanAgreementForUser',
  'MousForUser',
  'MouForUser',
]);

/** MAX_ANSWERS: answers kept per user. */
export const MAX_ANSWERS = 300;
/** MAX_ANSWER_BYTES: the answers of one user, in all (JSON characters, about bytes): 5 MB. */
export const MAX_ANSWER_BYTES = 5 * 1024 * 1024;

/** StoredAnswer is one kept answer; savedAt is when the server gave it (device time, shown only). */
export interface StoredAnswer<T = unknown> extends Keyed {
  contactId: string;
  operation: string;
  data: T;
  savedAt: number;
  size: number;
}

/** operationName reads a document's first operation name ('' when it has none). */
export function operationName(query: string): string {
  const m = /\b(?:query|mutation|subscription)\s+([A-Za-z_][A-Za-z0-9_]*)/.exec(query);
  return m ? m[1] : '';
}

/** kept tells whether a query's answers are kept on the device. */
export function kept(query: string): boolean {
  return OFFLINE_OPERATIONS.has(operationName(query));
}

/** stableJson writes variables with sorted keys, so {a,b} and {b,a} are one key. */
export function stableJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(stableJson).join(',')}]`;
  if (v && typeof v === 'object')
    return `{${Object.keys(v as Record<string, unknown>)
      .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(v ?? null);
}

/** answerKey is an answer's key: user, account, operation and variables. */
export function answerKey(userId: string, contactId: string | null | undefined, query: string, variables: unknown): string {
  return `${userId}|${contactId ?? ''}|${operationName(query)}|${stableJson(variables ?? {})}`;
}

/**
 * toEvict answers the keys to remove so that at most maxEntries answers of maxBytes in all stay,
 * the oldest read going first.
 */
export function toEvict(entries: Pick<StoredAnswer, 'key' | 'savedAt' | 'size'>[], maxEntries = MAX_ANSWERS, maxBytes = MAX_ANSWER_BYTES): string[] {
  const newestFirst = [...entries].sort((a, b) => b.savedAt - a.savedAt);
  const out: string[] = [];
  let bytes = 0;
  newestFirst.forEach((e, i) => {
    bytes += e.size;
    if (i >= maxEntries || bytes > maxBytes) out.push(e.key);
  });
  return out;
}

export interface AnswerStore {
  /** save keeps an answer (kept operations only); it answers false when the device refused. */
  save(userId: string, contactId: string | null | undefined, query: string, variables: unknown, data: unknown, now?: number): Promise<boolean>;
  read<T>(userId: string, contactId: string | null | undefined, query: string, variables: unknown): Promise<StoredAnswer<T> | null>;
  /** forget removes every answer of userId; answers of calls still on their way are then dropped too, until reopen. */
  forget(userId: string): Promise<void>;
  /** reopen keeps userId's answers again (the user signed in). */
  reopen(userId: string): void;
}

/**
 * answerStore keeps answers in kv; the bounds are enforced every pruneEvery saves (reading a
 * user's answers to weigh them costs more than a save), so a user may hold up to pruneEvery - 1
 * answers over MAX_ANSWERS between two prunings.
 */
export function answerStore(kv: () => KV = deviceKV, pruneEvery = 20): AnswerStore {
  let saves = 0;
  // users signed out on this page: an answer arriving after the sign-out is not kept
  const closed = new Set<string>();
  const prune = async (userId: string) => {
    if (saves++ % pruneEvery !== 0) return;
    const all = await kv().byUser<StoredAnswer>('answers', userId);
    for (const key of toEvict(all)) await kv().delete('answers', key);
  };
  return {
    async save(userId, contactId, query, variables, data, now = Date.now()) {
      if (!userId || !kept(query) || closed.has(userId)) return false;
      const json = JSON.stringify(data);
      if (json.length > MAX_ANSWER_BYTES) return false;
      const rec: StoredAnswer = { key: answerKey(userId, contactId, query, variables), userId, contactId: contactId ?? '', operation: operationName(query), data, savedAt: now, size: json.length };
      try {
        await kv().put('answers', rec);
        await prune(userId);
        return true;
      } catch (e) {
        // A full device drops this user's oldest answers and tries once more; reports waiting
        // to be sent live in another store and are never dropped for an answer.
        if (!isQuotaError(e)) return false;
        try {
          const all = await kv().byUser<StoredAnswer>('answers', userId);
          for (const key of toEvict(all, Math.floor(all.length / 2))) await kv().delete('answers', key);
          await kv().put('answers', rec);
          return true;
        } catch {
          return false;
        }
      }
    },
    async read<T>(userId: string, contactId: string | null | undefined, query: string, variables: unknown) {
      if (!userId || !kept(query)) return null;
      try {
        const r = await kv().get<StoredAnswer<T>>('answers', answerKey(userId, contactId, query, variables));
        return r && r.userId === userId ? r : null;
      } catch {
        return null;
      }
    },
    reopen(userId) {
      closed.delete(userId);
    },
    async forget(userId) {
      closed.add(userId);
      try {
        await kv().deleteUser('answers', userId);
      } catch {
        // nothing kept
      }
    },
  };
}

/** answers is the page's answer store (IndexedDB). */
export const answers = answerStore();
