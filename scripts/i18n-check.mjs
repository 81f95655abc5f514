// `pnpm i18n:check` (part of web-test): the PO catalogs are current and complete.
// 1. Lingui's extraction over the code changes nothing: every message the code says is in the
//    catalogs, and no catalog keeps one the code no longer says.
// 2. Every language has every message translated (never empty, so no page shows English where a
//    translation belongs), with exactly the English message's arguments and tags.
import { execFileSync } from 'node:child_process';
import { catalogDirs, catalogFile, LOCALES, placeholders, PSEUDO, readPO, root, SOURCE } from './i18n-lib.mjs';

const problems = [];
execFileSync('pnpm', ['run', '--silent', 'i18n:extract'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
const changed = execFileSync('git', ['status', '--porcelain', '--', '*.po'], { cwd: root, encoding: 'utf8' }).trim();
if (changed) problems.push(`The catalogs did not match the code (now extracted; review and commit them, and translate what is new):\n${changed}`);

for (const dir of catalogDirs()) {
  const english = new Map(readPO(catalogFile(dir, SOURCE)).items.map((i) => [i.msgid, i]));
  for (const locale of LOCALES) {
    if (locale === SOURCE || locale === PSEUDO) continue;
    const file = catalogFile(dir, locale);
    const items = readPO(file).items;
    const seen = new Set();
    for (const item of items) {
      seen.add(item.msgid);
      if (!english.has(item.msgid)) problems.push(`${file}: "${item.msgid}" is not an English message`);
      const tr = item.msgstr.join('');
      if (!tr.trim()) {
        problems.push(`${file}: "${item.msgid}" has no translation`);
        continue;
      }
      const want = placeholders(item.msgid).join(' ');
      const got = placeholders(tr).join(' ');
      if (want !== got) problems.push(`${file}: "${tr}" has ${got || 'no placeholders'}, the English "${item.msgid}" ${want || 'none'}`);
    }
    for (const id of english.keys()) if (!seen.has(id)) problems.push(`${file}: lacks "${id}"`);
  }
}
if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} catalog problem(s). docs/languages.md says how to fix them.`);
  process.exit(1);
}
console.log('catalogs: current and complete');
