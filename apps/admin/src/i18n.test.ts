// The back office's catalogs agree: every language has exactly English's keys, each message keeps
// English's placeholders (and no others), and every key of the back office's own texts is used
// by its code (a key nobody uses is a translation nobody sees).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, ENGLISH } from '@reach/ui/languages';
import { pseudo } from '@reach/ui/pseudo';
import type { Catalog } from './i18n';
import en from './i18n/en';
import es from './i18n/es';
import fr from './i18n/fr';
import ar from './i18n/ar';

const CATALOGS: Record<string, Catalog> = { en, es, fr, ar };

const flatten = (catalog: Catalog, prefix = ''): Map<string, string> => {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(catalog)) {
    if (typeof v === 'string') out.set(prefix + k, v);
    else if (v) flatten(v, `${prefix}${k}.`).forEach((s, key) => out.set(key, s));
  }
  return out;
};

// How many plural forms polyglot expects in a language: the most distinct forms its rules
// choose for 0 to 200 (the counts shown are never larger in kind).
const pluralForms = (locale: string): number => {
  const phrase = Array.from({ length: 6 }, (_, i) => `f${i}`).join(' |||| ');
  const p = polyglotI18nProvider(() => ({ n: phrase }) as unknown as TranslationMessages, locale);
  const seen = new Set<string>();
  for (let n = 0; n <= 200; n++) seen.add(p.translate('n', { smart_count: n }));
  return seen.size;
};

const placeholders = (s: string) => [...new Set(s.match(/%\{\w+\}/g) ?? [])].sort();

const english = flatten(en);

describe('back office catalogs', () => {
  it('has a catalog for every language Reach speaks', () => {
    expect(Object.keys(CATALOGS).sort()).toEqual(LANGUAGES.map((l) => l.code).sort());
  });

  for (const l of LANGUAGES.filter((l) => l.code !== ENGLISH)) {
    describe(l.code, () => {
      const messages = flatten(CATALOGS[l.code]);
      it("has exactly English's keys", () => {
        expect([...messages.keys()].filter((k) => !english.has(k))).toEqual([]);
        expect([...english.keys()].filter((k) => !messages.has(k))).toEqual([]);
      });
      it("keeps English's placeholders", () => {
        const wrong = [...english].filter(([k, s]) => messages.has(k) && placeholders(messages.get(k)!).join() !== placeholders(s).join());
        expect(wrong.map(([k]) => k)).toEqual([]);
      });
      it("writes every count in the language's plural forms", () => {
        // polyglot picks a form by smart_count with the language's rules (two in Spanish and
        // French, six in Arabic): a message with fewer forms shows the wrong one, or none.
        const forms = pluralForms(l.code);
        const wrong = [...english]
          .filter(([k, s]) => s.includes('||||') && messages.has(k) && !k.startsWith('resources.'))
          .filter(([k]) => messages.get(k)!.split('||||').length !== forms)
          .map(([k]) => k);
        expect(wrong).toEqual([]);
      });
      it('translates the back office (only names stay as in English)', () => {
        // Words, not placeholders: '%{report}: %{message}' reads the same in every language.
        const same = [...english].filter(([k, s]) => k.startsWith('reach.') && messages.get(k) === s && /[a-z]{3}/.test(s.replace(/%\{\w+\}/g, '')));
        // Proper names and codes read the same in every language (and French writes minutes and versions as English does).
        const names = /^(Reach|Portal|HTML|Joshua Project|Id|PDF|Photo|Type|Contact|Description|Version|Section|Signature|Module|Modules|Adoption|Adoptions|Population|Continent|Religion|Sections|Parties|Transaction|Latitude, longitude|Inspector|Error|%\{name\} \(version %\{version\}\)|%\{smart_count\} minute \|\|\|\| %\{smart_count\} minutes)$/;
        expect(same.filter(([, s]) => !names.test(s)).map(([k]) => k)).toEqual([]);
      });
    });
  }

  it("uses every key of the back office's own texts", () => {
    const root = __dirname;
    const code: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) {
          if (name !== 'i18n' && name !== 'generated') walk(path);
        } else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) code.push(readFileSync(path, 'utf8'));
      }
    };
    walk(root);
    const all = code.join('\n');
    const unused = [...english.keys()].filter((k) => k.startsWith('reach.') && !all.includes(`'${k}'`) && !all.includes(`"${k}"`));
    expect(unused).toEqual([]);
  });

  it('pseudo-localizes every message, placeholders kept', () => {
    for (const [k, s] of english) {
      const p = pseudo(s);
      expect(placeholders(p), k).toEqual(placeholders(s));
      if (s.trim()) expect(p.startsWith('['), k).toBe(true);
    }
    expect(pseudo('Save')).toMatch(/^\[Šáṽé ~+\]$/);
  });
});
