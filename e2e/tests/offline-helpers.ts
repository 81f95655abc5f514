// A Reach server of a test's own, for the tests of the portal on the device (offline.spec.ts):
// a test stops it to take the network away from the browser and its service worker alike, or
// starts another binary on the same port as a deploy would. The suite's own server (the
// config's webServer) is left alone.
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DATABASE_URL, PASSWORD, PORT, REACH_BIN } from '../env';

export class OwnServer {
  readonly base: string;
  readonly dataDir: string;
  private proc: ChildProcess | null = null;

  /** port: the suite's port + offset (REACH_E2E_PORT + 1 and up). */
  constructor(offset: number) {
    this.base = `http://127.0.0.1:${PORT + offset}`;
    this.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reach-e2e-own-'));
  }

  private env() {
    return { ...process.env, REACH_PUBLIC_URL: this.base, REACH_DEV: '0', REACH_DATABASE_URL: DATABASE_URL };
  }

  /** start runs bin serve on this server's port and data folder, and waits until it answers. */
  async start(bin = REACH_BIN): Promise<void> {
    const log = fs.openSync(path.join(this.dataDir, 'server.log'), 'a');
    this.proc = spawn(bin, ['serve', '--addr', new URL(this.base).host, '--data-dir', this.dataDir, '--no-demo'], { env: this.env(), stdio: ['ignore', log, log] });
    await expect
      .poll(async () => (await fetch(`${this.base}/healthz`).catch(() => null))?.ok ?? false, { timeout: 30_000, message: `${bin} answers on ${this.base}` })
      .toBe(true);
  }

  /** stop ends the server and waits until its port is closed. */
  async stop(): Promise<void> {
    const p = this.proc;
    this.proc = null;
    if (!p || p.exitCode !== null) return;
    const exited = new Promise((resolve) => p.once('exit', resolve));
    p.kill('SIGTERM');
    await exited;
  }

  /** gql sends one GraphQL call to this server, as token. */
  async gql<T = Record<string, unknown>>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
    const res = await fetch(`${this.base}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data?: T; errors?: Array<{ message: string }> };
    if (body.errors?.length || !body.data) throw new Error(`${query}: ${JSON.stringify(body.errors)}`);
    return body.data;
  }

  /** user creates a user with the CLI (the server's own data folder) and signs it in. */
  async signedInUser(role: string): Promise<{ username: string; token: string }> {
    const username = `e2e-own-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    execFileSync(
      REACH_BIN,
      ['users', 'create', '--data-dir', this.dataDir, '--username', username, '--email', `${username}@example.org`, '--password', PASSWORD, '--name', 'Fay Field', '--role', role],
      { stdio: 'pipe', env: this.env() },
    );
    const d = await this.gql<{ signIntoUser: { token: string } }>(
      'mutation($username: String!, $password: String!) { signIntoUser(username: $username, password: $password) { token } }',
      { username, password: PASSWORD },
    );
    return { username, token: d.signIntoUser.token };
  }
}

/** openSignedIn puts the token into the page's storage on server's origin and opens path. */
export async function openSignedIn(page: Page, server: OwnServer, token: string, where: string): Promise<void> {
  await page.goto(`${server.base}/healthz`);
  await page.evaluate((t) => {
    localStorage.clear();
    localStorage.setItem('authToken', t);
  }, token);
  await page.goto(`${server.base}${where}`);
}

/** workerReady waits until the portal's service worker is active (its precache complete). */
export async function workerReady(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.active?.state), undefined);
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), { timeout: 30_000 }).toBe('activated');
}

/** workerBuild is the build the worker controlling the page serves (sw.ts answers 'BUILD'). */
export async function workerBuild(page: Page): Promise<string | null> {
  return page.evaluate(
    () =>
      new Promise<string | null>((resolve) => {
        const c = navigator.serviceWorker.controller;
        if (!c) return resolve(null);
        const ch = new MessageChannel();
        ch.port1.onmessage = (e) => resolve((e.data as { build: string }).build);
        c.postMessage({ type: 'BUILD' }, [ch.port2]);
      }),
  );
}

/** cachedURLs lists every URL the page's origin holds in the Cache API, by cache. */
export async function cachedURLs(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      out[name] = (await (await caches.open(name)).keys()).map((r) => r.url);
    }
    return out;
  });
}

/**
 * reopenOffline takes the network away (the server stopped, the browser offline), closes the
 * page and opens a new one at where: what a field worker does in a village without signal.
 */
export async function reopenOffline(context: BrowserContext, page: Page, server: OwnServer, where: string): Promise<Page> {
  await server.stop();
  await context.setOffline(true);
  await page.close();
  const next = await context.newPage();
  await next.goto(`${server.base}${where}`);
  return next;
}
