// Creates the test users with the CLI, in the data folder the server uses.
import { execFileSync } from 'node:child_process';
import { DATA_DIR, DATABASE_URL, REACH_BIN, USERS } from './env';

export default async function globalSetup() {
  for (const u of Object.values(USERS)) {
    try {
      execFileSync(
        REACH_BIN,
        ['users', 'create', '--data-dir', DATA_DIR, '--username', u.username, '--email', u.email, '--password', u.password, '--name', u.name, '--role', u.role],
        { stdio: 'pipe', env: { ...process.env, REACH_DEV: '0', REACH_DATABASE_URL: DATABASE_URL } },
      );
    } catch (e) {
      const err = e as { stderr?: Buffer; stdout?: Buffer; message: string };
      const out = `${err.stderr?.toString() ?? ''}${err.stdout?.toString() ?? ''}`;
      // a rerun on the same folder finds the users there already
      if (/already exists|taken|duplicate/i.test(out)) continue;
      throw new Error(`reach users create ${u.username} failed: ${out || err.message}`);
    }
  }
}
