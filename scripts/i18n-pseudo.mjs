// Writes every area's pseudo-locale catalog (en-XA.po) from its English: `pnpm i18n:extract`
// runs it after Lingui's extraction. The pseudo-locale shows, on a screenshot, any text that
// does not go through the translator (no brackets) and any that is clipped (the brackets).
import fs from 'node:fs';
import PO from 'pofile';
import { catalogDirs, catalogFile, pseudo, PSEUDO, readPO, SOURCE, writePO } from './i18n-lib.mjs';

for (const dir of catalogDirs()) {
  const source = readPO(catalogFile(dir, SOURCE));
  const out = fs.existsSync(catalogFile(dir, PSEUDO)) ? readPO(catalogFile(dir, PSEUDO)) : new PO();
  out.headers = { ...source.headers, Language: PSEUDO };
  out.items = source.items.map((item) => {
    const p = new PO.Item();
    Object.assign(p, item, { msgstr: [pseudo(item.msgid)], references: [], comments: [] });
    p.extractedComments = item.extractedComments;
    return p;
  });
  writePO(catalogFile(dir, PSEUDO), out);
}
