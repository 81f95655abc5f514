// What the e2e suite shares between the config, the global setup and tests.
// The data folder is made once, in the runner's main process, and handed to
// workers through the environment so every part uses the same one.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const PORT = Number(process.env.REACH_E2E_PORT || 18080);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
export const REACH_BIN = process.env.REACH_BIN || path.resolve(__dirname, '../bin/reach');

if (!process.env.REACH_E2E_DATA_DIR) {
  process.env.REACH_E2E_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'reach-e2e-'));
}
export const DATA_DIR = process.env.REACH_E2E_DATA_DIR;

// REACH_E2E_DATABASE_URL (a PostgreSQL server, as REACH_TEST_DATABASE_URL) runs the suite on
// PostgreSQL: a fresh database is made once per run, in the runner's main process, and
// dropped at the end (global-teardown.ts). Without it the server uses SQLite in DATA_DIR.
if (process.env.REACH_E2E_DATABASE_URL && !process.env.REACH_E2E_PG_URL) {
  const base = new URL(process.env.REACH_E2E_DATABASE_URL);
  const name = `reach_e2e_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  execFileSync('psql', [base.toString(), '-v', 'ON_ERROR_STOP=1', '-qc', `CREATE DATABASE ${name}`], { stdio: 'pipe' });
  base.pathname = `/${name}`;
  process.env.REACH_E2E_PG_URL = base.toString();
}
/** DATABASE_URL is the server's REACH_DATABASE_URL: empty for SQLite. */
export const DATABASE_URL = process.env.REACH_E2E_PG_URL || '';

export const PASSWORD = 'Kettle-Harbour-42!';

export interface TestUser {
  username: string;
  email: string;
  name: string;
  role: string;
  password: string;
}

/** USERS are created by global-setup.ts with `reach users create`. */
export const USERS = {
  staff: { username: 'e2e-staff', email: 'e2e-staff@example.org', name: 'Sam Staff', role: 'staff', password: PASSWORD },
  admin: { username: 'e2e-admin', email: 'e2e-admin@example.org', name: 'Ada Admin', role: 'admin', password: PASSWORD },
  partner: { username: 'e2e-partner', email: 'e2e-partner@example.org', name: 'Pat Partner', role: 'partner', password: PASSWORD },
  trainer: { username: 'e2e-trainer', email: 'e2e-trainer@example.org', name: 'Tess Trainer', role: 'trainer', password: PASSWORD },
  reset: { username: 'e2e-reset', email: 'e2e-reset@example.org', name: 'Robin Reset', role: 'partner', password: PASSWORD },
  magic: { username: 'e2e-magic', email: 'e2e-magic@example.org', name: 'Morgan Magic', role: 'partner', password: PASSWORD },
  signout: { username: 'e2e-signout', email: 'e2e-signout@example.org', name: 'Sid Signout', role: 'partner', password: PASSWORD },
} satisfies Record<string, TestUser>;

export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};
