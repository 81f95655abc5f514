// The pseudo-locale (PSEUDO, 'en-XA') for development: every English message accented, about 35%
// longer and wrapped in brackets, so a screen shows at a glance which text is not translated (it
// has no brackets) and where a longer language would be clipped. Placeholders stay as they are:
// polyglot's %{name}, ICU's {name} (with what is inside it) and polyglot's plural separator ||||.

const ACCENTED: Record<string, string> = {
  a: 'á', b: 'ƀ', c: 'ç', d: 'ð', e: 'é', f: 'ƒ', g: 'ĝ', h: 'ĥ', i: 'í', j: 'ĵ', k: 'ķ', l: 'ļ', m: 'ɱ',
  n: 'ñ', o: 'ó', p: 'þ', q: 'ǫ', r: 'ŕ', s: 'š', t: 'ţ', u: 'ú', v: 'ṽ', w: 'ŵ', x: 'ẋ', y: 'ý', z: 'ž',
  A: 'Á', B: 'Ɓ', C: 'Ç', D: 'Ð', E: 'É', F: 'Ƒ', G: 'Ĝ', H: 'Ĥ', I: 'Í', J: 'Ĵ', K: 'Ķ', L: 'Ļ', M: 'Ṁ',
  N: 'Ñ', O: 'Ó', P: 'Þ', Q: 'Ǫ', R: 'Ŕ', S: 'Š', T: 'Ţ', U: 'Ú', V: 'Ṽ', W: 'Ŵ', X: 'Ẋ', Y: 'Ý', Z: 'Ž',
};

// A placeholder or a plural separator: kept whole, never accented nor counted.
const KEEP = /(%\{[^}]*\}|\{[^{}]*\}|\|\|\|\|)/;

const accent = (text: string): string => text.replace(/[A-Za-z]/g, (c) => ACCENTED[c] ?? c);

/** pseudoOne turns one plural form (or a whole message) into its pseudo form. */
const pseudoOne = (s: string): string => {
  const parts = s.split(KEEP);
  let letters = 0;
  const out = parts.map((part, i) => {
    if (i % 2 === 1) return part;
    letters += part.replace(/\s/g, '').length;
    return accent(part);
  });
  // About 35% longer: padding after the text, inside the brackets.
  const pad = '~'.repeat(Math.ceil(letters * 0.35));
  return `[${out.join('')}${pad ? ` ${pad}` : ''}]`;
};

/** pseudo is s in the pseudo-locale: "Save" -> "[Šáṽé ~~]"; "%{n} items" keeps %{n}. */
export function pseudo(s: string): string {
  if (!s) return s;
  return s
    .split(' |||| ')
    .map((form) => pseudoOne(form))
    .join(' |||| ');
}
