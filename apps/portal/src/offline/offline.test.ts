import { describe, expect, it } from 'vitest';
import { answerKey, answerStore, kept, MAX_ANSWERS, operationName, toEvict } from './answers';
import { memoryKV, QuotaError } from './kv';
import { classify, outbox, sendOrder, type QueuedReport, type Transport } from './outbox';
import { withPendingPhotos } from './queueParts';

const LIST = 'query MyPeopleGroups($first: Int) { allPeopleGroupsForUser(first: $first) { edges { node { _id } } } }';
const GIFTS = 'query MyGifts { myGifts { _id } }';

describe('answers kept on the device', () => {
  it('keeps only the listed operations', () => {
    expect(operationName(LIST)).toBe('MyPeopleGroups');
    expect(kept(LIST)).toBe(true);
    expect(kept(GIFTS)).toBe(false);
    expect(kept('mutation MyPeopleGroups { x }')).toBe(true);
  });

  it('keys by user, account, operation and variables in any order', () => {
    expect(answerKey('u1', 'c1', LIST, { a: 1, b: 2 })).toBe(answerKey('u1', 'c1', LIST, { b: 2, a: 1 }));
    expect(answerKey('u1', 'c1', LIST, {})).not.toBe(answerKey('u2', 'c1', LIST, {}));
    expect(answerKey('u1', 'c1', LIST, {})).not.toBe(answerKey('u1', 'c2', LIST, {}));
    expect(answerKey('u1', 'c1', LIST, { first: 1 })).not.toBe(answerKey('u1', 'c1', LIST, { first: 2 }));
  });

  it("answers a user's own answer, never another user's or another account's", async () => {
    const kv = memoryKV();
    const s = answerStore(() => kv);
    expect(await s.save('u1', 'c1', LIST, { first: 24 }, { list: ['a'] }, 1000)).toBe(true);
    expect(await s.save('u1', 'c1', GIFTS, {}, { gifts: [] })).toBe(false);
    expect((await s.read('u1', 'c1', LIST, { first: 24 }))?.data).toEqual({ list: ['a'] });
    expect((await s.read('u1', 'c1', LIST, { first: 24 }))?.savedAt).toBe(1000);
    expect(await s.read('u2', 'c1', LIST, { first: 24 })).toBeNull();
    expect(await s.read('u1', 'c2', LIST, { first: 24 })).toBeNull();
    expect(await s.read('', 'c1', LIST, { first: 24 })).toBeNull();
  });

  it('forgets one user and keeps the other', async () => {
    const kv = memoryKV();
    const s = answerStore(() => kv);
    await s.save('u1', '', LIST, {}, 1);
    await s.save('u2', '', LIST, {}, 2);
    await s.forget('u1');
    expect(await s.read('u1', '', LIST, {})).toBeNull();
    expect((await s.read('u2', '', LIST, {}))?.data).toBe(2);
    // an answer arriving after the sign-out is not kept, until the user signs in again
    expect(await s.save('u1', '', LIST, {}, 3)).toBe(false);
    expect(await s.read('u1', '', LIST, {})).toBeNull();
    s.reopen('u1');
    expect(await s.save('u1', '', LIST, {}, 4)).toBe(true);
  });

  it('stays within its bounds, the oldest read going first', async () => {
    expect(toEvict([{ key: 'old', savedAt: 1, size: 10 }, { key: 'new', savedAt: 2, size: 10 }], 1)).toEqual(['old']);
    expect(toEvict([{ key: 'old', savedAt: 1, size: 10 }, { key: 'new', savedAt: 2, size: 10 }], 10, 15)).toEqual(['old']);
    const kv = memoryKV();
    const s = answerStore(() => kv, 1);
    for (let i = 0; i < MAX_ANSWERS + 5; i++) await s.save('u1', '', LIST, { first: i }, i, i);
    expect(kv.size('answers')).toBe(MAX_ANSWERS);
    expect(await s.read('u1', '', LIST, { first: 0 })).toBeNull();
    expect((await s.read('u1', '', LIST, { first: MAX_ANSWERS + 4 }))?.data).toBe(MAX_ANSWERS + 4);
    // pruned every 20 saves, a user holds at most 19 answers over the bound
    const kv2 = memoryKV();
    const s2 = answerStore(() => kv2);
    for (let i = 0; i < MAX_ANSWERS + 50; i++) await s2.save('u1', '', LIST, { first: i }, i, i);
    expect(kv2.size('answers')).toBeLessThan(MAX_ANSWERS + 20);
  });

  it('drops old answers when the device is full, and says false when it still cannot keep one', async () => {
    const kv = memoryKV();
    const s = answerStore(() => kv);
    await s.save('u1', '', LIST, { first: 1 }, 1, 1);
    kv.failNextPut = new QuotaError();
    expect(await s.save('u1', '', LIST, { first: 2 }, 2, 2)).toBe(true);
    kv.failNextPut = new Error('broken');
    expect(await s.save('u1', '', LIST, { first: 3 }, 3, 3)).toBe(false);
  });
});

const photo = (id: string) => ({ id, name: `${id}.jpg`, type: 'image/jpeg', size: 3, section: 'public' as const, blob: new Blob(['abc']) });

function item(userId: string, reportId: string, extra: Partial<QueuedReport> = {}) {
  return {
    userId,
    reportId,
    contactId: 'c1',
    kind: 'upg' as const,
    parentId: 'pg1',
    title: 'Q1',
    editPath: `/upgs/pg1/reports/edit/${reportId}`,
    viewPath: `/upgs/pg1/reports/view/${reportId}`,
    form: { notes: reportId },
    base: null,
    photos: [],
    save: { query: 'mutation Save { x }', variables: { id: reportId } },
    submit: { query: 'mutation Submit { x }', variables: { id: reportId } },
    ...extra,
  };
}

/** fakeServer records the calls and fails those named in fail. */
function fakeServer(fail: Record<string, unknown> = {}): Transport & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    async request(query, variables, contactId) {
      const call = `${query.split(' ')[1]}:${String(variables.id)}@${contactId}`;
      if (fail[call]) throw fail[call];
      calls.push(call);
      return {};
    },
    async upload(p, reportId) {
      const call = `upload:${p.id}:${reportId}`;
      if (fail[call]) throw fail[call];
      calls.push(call);
    },
  };
}

const offline = Object.assign(new Error('Cannot reach the server. Check your connection.'), { offline: true });
const conflict = Object.assign(new Error('This report was changed by someone else. Please reload it.'), { code: 'CONFLICT' });
const invalid = Object.assign(new Error('Quarter is required'), { code: 'BAD_USER_INPUT' });

describe('reports queued offline', () => {
  it('sends in the order queued: photos, save, submit; then leaves the device', async () => {
    const kv = memoryKV();
    const q = outbox(() => kv);
    await q.enqueue(item('u1', 'r1', { photos: [photo('p1')] }));
    await q.enqueue(item('u1', 'r2'));
    expect((await q.list('u1')).map((i) => [i.reportId, i.state])).toEqual([
      ['r1', 'waiting'],
      ['r2', 'waiting'],
    ]);
    const server = fakeServer();
    const out = await q.flush('u1', server);
    expect(out.map((o) => o.outcome)).toEqual(['sent', 'sent']);
    expect(server.calls).toEqual(['upload:p1:r1', 'Save:r1@c1', 'Submit:r1@c1', 'Save:r2@c1', 'Submit:r2@c1']);
    expect(await q.list('u1')).toEqual([]);
  });

  it('keeps waiting, in order, when the connection drops mid-way, and never saves twice', async () => {
    const kv = memoryKV();
    const q = outbox(() => kv);
    await q.enqueue(item('u1', 'r1'));
    await q.enqueue(item('u1', 'r2'));
    const out = await q.flush('u1', fakeServer({ 'Submit:r1@c1': offline }));
    expect(out.map((o) => o.outcome)).toEqual(['retry']);
    const left = await q.list('u1');
    expect(left.map((i) => [i.reportId, i.state, i.done])).toEqual([
      ['r1', 'waiting', ['save']],
      ['r2', 'waiting', []],
    ]);
    const server = fakeServer();
    await q.flush('u1', server);
    expect(server.calls).toEqual(['Submit:r1@c1', 'Save:r2@c1', 'Submit:r2@c1']);
  });

  it("keeps a conflict or a refusal on the device with the server's message, and sends the rest", async () => {
    const kv = memoryKV();
    const q = outbox(() => kv);
    await q.enqueue(item('u1', 'r1'));
    await q.enqueue(item('u1', 'r2'));
    await q.enqueue(item('u1', 'r3'));
    const out = await q.flush('u1', fakeServer({ 'Save:r1@c1': conflict, 'Save:r2@c1': invalid }));
    expect(out.map((o) => o.outcome)).toEqual(['conflict', 'refused', 'sent']);
    const left = await q.list('u1');
    expect(left.map((i) => [i.reportId, i.state, i.message])).toEqual([
      ['r1', 'conflict', 'This report was changed by someone else. Please reload it.'],
      ['r2', 'refused', 'Quarter is required'],
    ]);
    // they wait for the user: a later flush does not send them again
    const server = fakeServer();
    await q.flush('u1', server);
    expect(server.calls).toEqual([]);
    expect((await q.get('u1', 'r1'))?.form).toEqual({ notes: 'r1' });
  });

  it('queued again after Edit, it waits at the end and its photos are not sent twice', async () => {
    const kv = memoryKV();
    const q = outbox(() => kv);
    await q.enqueue(item('u1', 'r1', { photos: [photo('p1')] }));
    await q.enqueue(item('u1', 'r2'));
    await q.flush('u1', fakeServer({ 'Save:r1@c1': invalid, 'Save:r2@c1': offline }));
    await q.enqueue(item('u1', 'r1', { photos: [photo('p1')] }));
    expect((await q.list('u1')).map((i) => [i.reportId, i.state])).toEqual([
      ['r2', 'waiting'],
      ['r1', 'waiting'],
    ]);
    const server = fakeServer();
    await q.flush('u1', server);
    expect(server.calls).toEqual(['Save:r2@c1', 'Submit:r2@c1', 'Save:r1@c1', 'Submit:r1@c1']);
  });

  it("shows and sends a user's queue only to that user, and sign-out forgets it", async () => {
    const kv = memoryKV();
    const q = outbox(() => kv);
    await q.enqueue(item('u1', 'r1'));
    await q.enqueue(item('u2', 'r2'));
    expect((await q.list('u2')).map((i) => i.reportId)).toEqual(['r2']);
    expect(await q.get('u2', 'r1')).toBeNull();
    const server = fakeServer();
    await q.flush('u2', server);
    expect(server.calls).toEqual(['Save:r2@c1', 'Submit:r2@c1']);
    await q.forget('u1');
    expect(await q.list('u1')).toEqual([]);
  });

  it('says so when the device is full', async () => {
    const kv = memoryKV();
    const q = outbox(() => kv);
    kv.failNextPut = new QuotaError();
    await expect(q.enqueue(item('u1', 'r1'))).rejects.toBeInstanceOf(QuotaError);
  });

  it('tells a lost connection from an answer of the server', () => {
    expect(classify(offline)).toBe('retry');
    expect(classify(Object.assign(new Error('Server error (502)'), { status: 502 }))).toBe('retry');
    expect(classify(conflict)).toBe('conflict');
    expect(classify(invalid)).toBe('refused');
    expect(classify(Object.assign(new Error('Insufficient permissions'), { code: 'FORBIDDEN' }))).toBe('refused');
    expect(classify(Object.assign(new Error('upload'), { name: 'UploadError', cause: 'network error' }))).toBe('retry');
    expect(sendOrder([{ seq: 2, state: 'waiting' }, { seq: 1, state: 'refused' }, { seq: 0, state: 'waiting' }] as QueuedReport[]).map((i) => i.seq)).toEqual([0, 2]);
  });
});

describe('photos picked offline', () => {
  it('are named in the queued save, each in its own section, once', () => {
    const form = { notes: 'x', publicAttachmentIds: ['f1'], privateAttachmentIds: [] as string[] };
    const out = withPendingPhotos(form, [
      { id: 'p1', section: 'public' },
      { id: 'p2', section: 'private' },
      { id: 'f1', section: 'public' },
    ]);
    expect(out.publicAttachmentIds).toEqual(['f1', 'p1']);
    expect(out.privateAttachmentIds).toEqual(['p2']);
    expect(form.publicAttachmentIds).toEqual(['f1']);
  });
});
