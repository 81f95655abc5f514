// Field validation with the spec's messages, word for word (spec/01 §5,
// spec/02 §5). A validator returns the message to show, or undefined.
import { msg } from '@lingui/core/macro';
import { liveRecord } from '@reach/ui/translate';

/**
 * MESSAGES holds every validation text exactly as the spec writes it, translated into the current
 * language when read.
 */
export const MESSAGES = liveRecord({
  usernameRequired: msg`Please enter a username`,
  usernameInvalid: msg`Please enter a valid username (letters, numbers or one of (_.@$-))`,
  nameRequired: msg`Please enter a name`,
  emailRequired: msg`Please input your E-mail!`,
  emailInvalid: msg`The input is not valid E-mail!`,
  phoneInvalid: msg`Please enter a valid phone number (e.g. (555) 555-1234, +44 20 7946 0958).`,
  passwordRequired: msg`Please enter a password`,
  passwordWeak:
    msg`Weak password, must contain minimum of 10 characters, at least 1 uppercase letter, 1 number, and 1 symbol or special character.`,
  confirmRequired: msg`Please confirm your password`,
  confirmMismatch: msg`The two passwords that you entered do not match!`,
  signInUsernameRequired: msg`Please enter your username`,
  signInPasswordRequired: msg`Please enter your password`,
  forgotEmailRequired: msg`Please enter your email`,
  forgotEmailInvalid: msg`Please enter a valid email (e.g. jane.doe@example.com)`,
  formHasErrors: msg`Please correct the errors above`,
  fieldRequired: msg`This field is required`,
});

export type Validator = (value: string) => string | undefined;

const USERNAME_RE = /^[A-Za-z0-9_.@$-]+$/;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// Optional country code, a 2-4 digit area, then 3-4 and 3-4 digits.
const PHONE_RE = /^(\+?\d{1,3}[\s.-]?)?(\(\d{2,4}\)|\d{2,4})[\s.-]?\d{3,4}[\s.-]?\d{3,4}$/;

/** isEmail tells whether s looks like an email address. */
export function isEmail(s: string): boolean {
  return EMAIL_RE.test(s.trim());
}

export const validateUsername: Validator = (v) => {
  if (!v.trim()) return MESSAGES.usernameRequired;
  if (!USERNAME_RE.test(v.trim())) return MESSAGES.usernameInvalid;
  return undefined;
};

export const validateName: Validator = (v) => (v.trim() ? undefined : MESSAGES.nameRequired);

export const validateEmail: Validator = (v) => {
  if (!v.trim()) return MESSAGES.emailRequired;
  if (!isEmail(v)) return MESSAGES.emailInvalid;
  return undefined;
};

/** validatePhone accepts an empty phone (it is optional). */
export const validatePhone: Validator = (v) => {
  const s = v.trim();
  if (!s) return undefined;
  return PHONE_RE.test(s) ? undefined : MESSAGES.phoneInvalid;
};

/**
 * normalizePhone is the phone as it is saved: empty becomes null, and a number
 * of 10 digits typed without a leading + gets +1 in front (US default region).
 * Punctuation is kept otherwise, as typed.
 */
export function normalizePhone(v: string | null | undefined): string | null {
  const s = (v ?? '').trim();
  if (!s) return null;
  if (!s.startsWith('+')) {
    const digits = s.replace(/\D/g, '');
    if (digits.length === 10) return `+1${digits}`;
  }
  return s;
}

/**
 * passwordComposition tells whether a password has what the weak-password
 * message asks for: 10 characters, an uppercase letter, a number and a symbol
 * (spec/01 §9). The strength score (password.ts) is checked as well.
 */
export function passwordComposition(v: string): boolean {
  return v.length >= 10 && /[A-Z]/.test(v) && /\d/.test(v) && /[^A-Za-z0-9]/.test(v);
}

export const validateConfirm = (password: string, confirm: string): string | undefined => {
  if (!confirm) return MESSAGES.confirmRequired;
  if (confirm !== password) return MESSAGES.confirmMismatch;
  return undefined;
};

export const validateSignInUsername: Validator = (v) => (v.trim() ? undefined : MESSAGES.signInUsernameRequired);
export const validateSignInPassword: Validator = (v) => (v ? undefined : MESSAGES.signInPasswordRequired);

export const validateForgotEmail: Validator = (v) => {
  if (!v.trim()) return MESSAGES.forgotEmailRequired;
  if (!isEmail(v)) return MESSAGES.forgotEmailInvalid;
  return undefined;
};

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** hasErrors tells whether any field has a message. */
export function hasErrors(errors: Record<string, string | undefined>): boolean {
  return Object.values(errors).some(Boolean);
}
