// Drops the run's PostgreSQL database (made in env.ts) once the tests are done.
import { execFileSync } from 'node:child_process';
import { DATABASE_URL } from './env';

export default async function globalTeardown() {
  if (!DATABASE_URL) return;
  const db = new URL(DATABASE_URL);
  const name = db.pathname.slice(1);
  db.pathname = '/postgres';
  execFileSync('psql', [db.toString(), '-qc', `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`], { stdio: 'pipe' });
}
