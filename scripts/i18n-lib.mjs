// What the catalog scripts share: where the PO catalogs are, reading them, the pseudo-locale.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import PO from 'pofile';

const require = createRequire(import.meta.url);
export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const config = require(path.join(root, 'lingui.config.js'));

export const PSEUDO = 'en-XA';
export const SOURCE = config.sourceLocale;
export const LOCALES = config.locales;

/** catalogDirs are the folders of the PO catalogs, one per area (lingui.config.js). */
export function catalogDirs() {
  return config.catalogs.map((c) => path.dirname(c.path.replace('<rootDir>', root)));
}

/** catalogFile is the PO file of area dir in locale. */
export function catalogFile(dir, locale) {
  return path.join(dir, `${locale}.po`);
}

export function readPO(file) {
  return PO.parse(fs.readFileSync(file, 'utf8'));
}

export function writePO(file, po) {
  fs.writeFileSync(file, po.toString() + '\n');
}

const ACCENTS = {
  a: 'á', b: 'ƀ', c: 'ç', d: 'ð', e: 'é', f: 'ƒ', g: 'ĝ', h: 'ĥ', i: 'î', j: 'ĵ', k: 'ķ', l: 'ļ', m: 'ɱ',
  n: 'ñ', o: 'ö', p: 'þ', q: 'ǫ', r: 'ŕ', s: 'š', t: 'ţ', u: 'û', v: 'ṽ', w: 'ŵ', x: 'ẋ', y: 'ý', z: 'ž',
  A: 'Å', B: 'Ɓ', C: 'Ç', D: 'Ð', E: 'É', F: 'Ƒ', G: 'Ĝ', H: 'Ĥ', I: 'Î', J: 'Ĵ', K: 'Ķ', L: 'Ļ', M: 'Ṁ',
  N: 'Ñ', O: 'Ö', P: 'Þ', Q: 'Ǫ', R: 'Ŕ', S: 'Š', T: 'Ţ', U: 'Û', V: 'Ṽ', W: 'Ŵ', X: 'Ẋ', Y: 'Ý', Z: 'Ž',
};

/**
 * pseudo is an ICU message in the pseudo-locale: its text accented, 35% longer, in brackets;
 * arguments ({name}), plural and select keywords, # and Lingui's tags (<0>, </0>) kept. The
 * server's i18n.PseudoOf does the same to its messages.
 */
export function pseudo(message) {
  let letters = 0;
  function text(s, i, inPlural) {
    let out = '';
    while (i < s.length) {
      const c = s[i];
      if (c === '}') return [out, i];
      if (c === '{') {
        const [arg, j] = argument(s, i);
        out += arg;
        i = j;
        continue;
      }
      if (c === '<') {
        const end = s.indexOf('>', i);
        if (end > 0 && /^<\/?\d+\/?>$/.test(s.slice(i, end + 1))) {
          out += s.slice(i, end + 1);
          i = end + 1;
          continue;
        }
      }
      if (c === "'" && s[i + 1] === "'") {
        out += "''";
        i += 2;
        continue;
      }
      if (inPlural && c === '#') {
        out += c;
        i++;
        continue;
      }
      if (ACCENTS[c]) letters++;
      out += ACCENTS[c] ?? c;
      i++;
    }
    return [out, i];
  }
  // argument copies {name}, or {name, plural|select|selectordinal, key {text} ...} with its texts.
  function argument(s, i) {
    const close = s.indexOf('}', i);
    const comma = s.indexOf(',', i);
    if (comma < 0 || (close >= 0 && close < comma)) return [s.slice(i, close + 1), close + 1];
    const m = /^\{\s*[\w.]+\s*,\s*(\w+)\s*,?/.exec(s.slice(i));
    if (!m || !['plural', 'select', 'selectordinal'].includes(m[1])) return [s.slice(i, close + 1), close + 1];
    let out = m[0];
    let j = i + m[0].length;
    const plural = m[1] !== 'select';
    while (j < s.length && s[j] !== '}') {
      const open = s.indexOf('{', j);
      out += s.slice(j, open + 1);
      const [inner, k] = text(s, open + 1, plural);
      out += inner + '}';
      j = k + 1;
      const ws = /^\s*/.exec(s.slice(j))[0];
      if (s[j + ws.length] === '}') {
        out += ws;
        j += ws.length;
      }
    }
    return [out + '}', j + 1];
  }
  const [body] = text(message, 0, false);
  const pad = Math.ceil((letters * 35) / 100);
  return `[${body}${pad ? ' ' + '~'.repeat(pad) : ''}]`;
}

/** placeholders are a message's arguments and tags, sorted: a translation keeps exactly these. */
export function placeholders(message) {
  const out = [];
  for (const m of message.matchAll(/\{\s*([\w.]+)\s*[,}]|<\/?(\d+)\/?>/g)) out.push(m[1] ? `{${m[1]}}` : m[0]);
  return [...new Set(out)].sort();
}
