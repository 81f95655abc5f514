// Money in the back office's language: US dollars always, written the way the language shown
// writes them (Intl, the language's `intl` locale): "$1,234.56" in English (exactly
// @reach/ui/money's, which the specs quote), "1234,56 US$" in Spanish, "1 234,56 $US" in French.
// The amounts are integers until shown (cents, or ten-thousandths of a dollar: "x4").
import * as ui from '@reach/ui/money';
import { currentLocale, intlLocale } from './i18n';
import { ENGLISH, PSEUDO } from '@reach/ui/languages';

const formats = new Map<string, Intl.NumberFormat>();
const usd = (locale: string): Intl.NumberFormat => {
  let f = formats.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formats.set(locale, f);
  }
  return f;
};

const english = () => currentLocale() === ENGLISH || currentLocale() === PSEUDO;

/** formatCents shows cents as US dollars in the language shown; a missing amount shows as "-". */
export function formatCents(cents: number | null | undefined): string {
  if (english() || cents == null || !Number.isFinite(cents)) return ui.formatCents(cents);
  return usd(intlLocale()).format(Math.sign(cents) * Math.round(Math.abs(cents)) / 100);
}

/** formatX4 shows ten-thousandths of a dollar, rounded to cents, in the language shown. */
export function formatX4(x4: number | null | undefined): string {
  if (english() || x4 == null || !Number.isFinite(x4)) return ui.formatX4(x4);
  return formatCents(ui.x4ToCents(x4));
}

/**
 * formatWholeDollars shows whole dollars (a chart's axis) in the language shown, without cents:
 * "$100" in English, "100 US$" in Spanish.
 */
export function formatWholeDollars(cents: number): string {
  if (english()) return ui.formatCents(cents).replace(/\.00$/, '');
  return new Intl.NumberFormat(intlLocale(), { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(Math.round(cents / 100));
}
