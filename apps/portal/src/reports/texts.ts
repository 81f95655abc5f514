// The report kit's texts in the reader's language. Module-level tables of texts (MSG, the status
// labels, the indicator, the galleries' wording…) are written with Lingui's `msg` and read
// through texts(): each property translates when it is read, that is when a screen renders, so
// a table keeps its shape (a string per key) and follows a change of language.
import { i18n, type MessageDescriptor } from '@lingui/core';
import { ENGLISH, PSEUDO, currentLanguage } from '@reach/ui/language';
import { formatX4 as englishX4, numberFormat, x4ToDollarNumber } from '@reach/ui/money';

// In the portal a language is active before a report screen loads (the signed-in routes wait for
// their catalogs); where none is (the kit's rules run on their own, as in unit tests), the texts
// are the English the code says.
if (!i18n.locale) {
  i18n.load(ENGLISH, {});
  i18n.activate(ENGLISH);
}

/** texts is descriptors with each value translated when read. */
export function texts<K extends string>(descriptors: Record<K, MessageDescriptor>): { readonly [P in K]: string } {
  const out = {} as { [P in K]: string };
  for (const k of Object.keys(descriptors) as K[]) {
    Object.defineProperty(out, k, { enumerable: true, get: () => i18n._(descriptors[k]) });
  }
  return out;
}

/** tr translates a descriptor now. */
export function tr(d: MessageDescriptor): string {
  return i18n._(d);
}


/** num formats a count in the reader's locale (1,234,567 in English); empty values show as a dash. */
export function num(n: number | null | undefined): string {
  return n === null || n === undefined ? '—' : numberFormat().format(n);
}

/**
 * formatX4 is an amount in US dollars ×10000 the way the reader's language writes dollars
 * ("$1,234.50" in English, as @reach/ui/money writes it; "1234,50 US$" in Spanish); a dash for none.
 */
export function formatX4(x4: number | null | undefined): string {
  const lang = currentLanguage();
  const d = x4ToDollarNumber(x4);
  if (lang === ENGLISH || lang === PSEUDO || d === null) return englishX4(x4);
  return numberFormat({ style: 'currency', currency: 'USD' }).format(d);
}
