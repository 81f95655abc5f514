// Shared field rules of the report forms (spec/03 §5 "Shared"): zip codes by country, the
// potential contact's email and phone. They are the server's rules (backend/internal/report,
// training_event.go; docs/reports.md), so what the form lets through the server does not refuse
// at submit with other words.
import { MSG, emailMessage, phoneInvalid } from './messages';

/** ZIP_FORMATS are the postal code formats of the countries the server knows, by ISO code. */
export const ZIP_FORMATS: Record<string, RegExp> = {
  US: /^\d{5}(-\d{4})?$/,
  CA: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/i,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i,
  DE: /^\d{5}$/,
  FR: /^\d{5}$/,
  IN: /^\d{6}$/,
  AU: /^\d{4}$/,
  BR: /^\d{5}-?\d{3}$/,
  MX: /^\d{5}$/,
  PH: /^\d{4}$/,
};

/** ZIP_ANY is any other country's: 2 to 12 letters, digits, spaces or dashes. */
const ZIP_ANY = /^[A-Z0-9][A-Z0-9 -]{1,11}$/i;

/** validateZip: an empty zip passes; one that does not fit the country's format does not. */
export function validateZip(zip: string | null | undefined, country: string | null | undefined): string | undefined {
  const z = (zip ?? '').trim();
  if (!z) return undefined;
  const re = ZIP_FORMATS[(country ?? '').trim().toUpperCase()] ?? ZIP_ANY;
  return re.test(z) ? undefined : MSG.zip;
}

// One plain address: dot-separated atoms on both sides of the @, a dot after it (what the
// server's net/mail reading accepts as one bare address).
const ATOM = '[^\\s@"(),.:;<>[\\]\\\\]+';
const CONTACT_EMAIL_RE = new RegExp(`^${ATOM}(?:\\.${ATOM})*@${ATOM}(?:\\.${ATOM})+$`);

/** validateContactEmail: optional, but one plain address when given. */
export function validateContactEmail(email: string | null | undefined): string | undefined {
  const e = (email ?? '').trim();
  return e && !CONTACT_EMAIL_RE.test(e) ? emailMessage() : undefined;
}

const INTL_PHONE_RE = /^\+\d[\d ()-]{5,}$/;

/** validateIntlPhone: optional; when given, + and the country code, then digits, spaces, dashes or brackets (7 to 15 digits). */
export function validateIntlPhone(phone: string | null | undefined): string | undefined {
  const p = (phone ?? '').trim();
  if (!p) return undefined;
  const digits = p.replace(/\D/g, '');
  return INTL_PHONE_RE.test(p) && digits.length >= 7 && digits.length <= 15 ? undefined : phoneInvalid();
}

/** isBlankNumber tells whether a number field was left empty. */
export function isBlankNumber(v: unknown): boolean {
  return v === null || v === undefined || v === '' || (typeof v === 'number' && Number.isNaN(v));
}
