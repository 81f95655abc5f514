// Password strength through zxcvbn-ts. The library and its dictionaries are
// loaded lazily (a separate chunk) so only the pages that check a new password
// (sign-up, reset, change password) pay for them.
import { msg } from '@lingui/core/macro';
import { tr } from '@reach/ui/translate';
import { MESSAGES, passwordComposition } from './validation';

/**
 * PASSWORD_HINT stands under a new password's field from the start, so the rules are known before
 * a first try; a refused password shows the spec's message (MESSAGES.passwordWeak) in its place.
 * It names what the strength check also refuses: common words and the person's own names.
 */
export const PASSWORD_HINT = 'At least 10 characters, with an uppercase letter, a number and a symbol. Avoid common words and your name, username or email.';

/** passwordHint is PASSWORD_HINT in the current language: what a page shows. */
export const passwordHint = (): string =>
  tr(msg`At least 10 characters, with an uppercase letter, a number and a symbol. Avoid common words and your name, username or email.`);

/** MIN_PASSWORD_SCORE is the strength a new password must reach (0-4 scale). */
export const MIN_PASSWORD_SCORE = 3;

type Scorer = (password: string, userInputs?: string[]) => number;

let loading: Promise<Scorer> | undefined;

/** loadPasswordStrength starts loading the estimator; call it when a page with a new password mounts. */
export function loadPasswordStrength(): Promise<Scorer> {
  if (!loading) {
    loading = import(/* webpackChunkName: "zxcvbn" */ './zxcvbn-setup').then((m) => m.score);
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}

/**
 * warmPasswordStrength is a form's handlers that start loading the estimator once the person
 * types in the form or reaches a password field, not when the page opens: its dictionaries
 * (about 700 KB) would otherwise compete with the page's own first load.
 */
export const warmPasswordStrength = {
  onInputCapture: (): void => {
    void loadPasswordStrength().catch(() => undefined);
  },
  onFocusCapture: (ev: { target: EventTarget | null }): void => {
    if ((ev.target as HTMLInputElement | null)?.type === 'password') void loadPasswordStrength().catch(() => undefined);
  },
};

/** passwordScore is zxcvbn's 0-4 score of password. */
export async function passwordScore(password: string, userInputs: string[] = []): Promise<number> {
  const score = await loadPasswordStrength();
  return score(password, userInputs.filter(Boolean));
}

/**
 * validateNewPassword checks a new password: required, then the composition the
 * message names and a strength score of at least 3. userInputs (username,
 * name, email) count against the score.
 */
export async function validateNewPassword(password: string, userInputs: string[] = []): Promise<string | undefined> {
  if (!password) return MESSAGES.passwordRequired;
  if (!passwordComposition(password)) return MESSAGES.passwordWeak;
  const score = await passwordScore(password, userInputs);
  return score >= MIN_PASSWORD_SCORE ? undefined : MESSAGES.passwordWeak;
}
