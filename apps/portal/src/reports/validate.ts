// Shared field rules of the report forms (spec/03 §5 "Shared"): zip codes by country, the
// potential contact's email and phone.
import { isEmail } from '@reach/ui/validation';
import { MSG, PHONE_INVALID, emailMessage } from './messages';

/** ZIP_FORMATS are the postal code formats checked, by ISO country code; others pass. */
export const ZIP_FORMATS: Record<string, RegExp> = {
  US: /^\d{5}(-\d{4})?$/,
  CA: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i,
  GB: /^([A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}|GIR ?0A{2})$/i,
  AU: /^\d{4}$/,
  DE: /^\d{5}$/,
  FR: /^\d{5}$/,
  IN: /^\d{6}$/,
  MX: /^\d{5}$/,
  BR: /^\d{5}-?\d{3}$/,
  NL: /^\d{4} ?[A-Z]{2}$/i,
  JP: /^\d{3}-?\d{4}$/,
  PH: /^\d{4}$/,
  KE: /^\d{5}$/,
  NG: /^\d{6}$/,
};

/** validateZip: an empty zip passes; one that does not fit the country's format does not. */
export function validateZip(zip: string | null | undefined, country: string | null | undefined): string | undefined {
  const z = (zip ?? '').trim();
  if (!z || !country) return undefined;
  const re = ZIP_FORMATS[country.toUpperCase()];
  return re && !re.test(z) ? MSG.zip : undefined;
}

/** validateContactEmail: optional, but well formed when given. */
export function validateContactEmail(email: string | null | undefined): string | undefined {
  const e = (email ?? '').trim();
  return e && !isEmail(e) ? emailMessage() : undefined;
}

const INTL_PHONE_RE = /^\+\d[\d\s().-]{6,}$/;

/** validateIntlPhone: optional; when given it starts with + and the country code. */
export function validateIntlPhone(phone: string | null | undefined): string | undefined {
  const p = (phone ?? '').trim();
  if (!p) return undefined;
  const digits = p.replace(/\D/g, '');
  return INTL_PHONE_RE.test(p) && digits.length >= 7 && digits.length <= 15 ? undefined : PHONE_INVALID;
}

/** isBlankNumber tells whether a number field was left empty. */
export function isBlankNumber(v: unknown): boolean {
  return v === null || v === undefined || v === '' || (typeof v === 'number' && Number.isNaN(v));
}
