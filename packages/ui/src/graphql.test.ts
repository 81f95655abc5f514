import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GraphQLRequestError, OFFLINE_MESSAGE, request } from './graphql';
import { AUTH_TOKEN_KEY, CONTACT_ID_KEY } from './session';
import { withWindow } from './testing';

type Sent = { headers: Record<string, string>; body: { query: string; variables: unknown } };

function answer(status: number, body: unknown) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    sent.push({ headers: init.headers as Record<string, string>, body: JSON.parse(String(init.body)) });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  });
  return sent;
}

describe('request', () => {
  let storage: Storage;
  beforeEach(() => {
    storage = withWindow();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the token and the selected account', async () => {
    storage.setItem(AUTH_TOKEN_KEY, 'tok');
    storage.setItem(CONTACT_ID_KEY, 'c-home');
    const sent = answer(200, { data: { ok: true } });
    expect(await request('query Q { ok }', { a: 1 })).toEqual({ ok: true });
    expect(sent[0].headers.Authorization).toBe('Bearer tok');
    expect(sent[0].headers.Contact).toBe('c-home');
    expect(sent[0].body).toEqual({ query: 'query Q { ok }', variables: { a: 1 } });
  });

  it('acts as the user when asked to (the back office)', async () => {
    storage.setItem(AUTH_TOKEN_KEY, 'tok');
    storage.setItem(CONTACT_ID_KEY, 'c-home');
    const sent = answer(200, { data: { ok: true } });
    await request('query Q { ok }', {}, { account: false });
    expect(sent[0].headers.Authorization).toBe('Bearer tok');
    expect(sent[0].headers.Contact).toBeUndefined();
  });

  it('sends no session headers when signed out', async () => {
    storage.setItem(CONTACT_ID_KEY, 'c-home');
    const sent = answer(200, { data: { ok: true } });
    await request('query Q { ok }');
    expect(sent[0].headers.Authorization).toBeUndefined();
    expect(sent[0].headers.Contact).toBeUndefined();
  });

  it("rejects with the server's first message and code", async () => {
    answer(200, { errors: [{ message: 'This field is required', extensions: { code: 'BAD_USER_INPUT' } }], data: null });
    const e = await request('mutation M { m }').catch((x: unknown) => x);
    expect(e).toBeInstanceOf(GraphQLRequestError);
    expect((e as GraphQLRequestError).message).toBe('This field is required');
    expect((e as GraphQLRequestError).code).toBe('BAD_USER_INPUT');
  });

  it('calls a bare 401 UNAUTHENTICATED', async () => {
    answer(401, 'unauthorized');
    const e = (await request('query Q { ok }').catch((x: unknown) => x)) as GraphQLRequestError;
    expect(e.status).toBe(401);
    expect(e.code).toBe('UNAUTHENTICATED');
  });

  it('says so when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(request('query Q { ok }')).rejects.toThrow(OFFLINE_MESSAGE);
  });
});
