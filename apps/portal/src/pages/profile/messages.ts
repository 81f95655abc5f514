import { msg } from '@lingui/core/macro';
import { GraphQLRequestError } from '@reach/ui';

/** GENERIC_ERROR is the spec's message for a failed profile, password or photo save (spec/02 §8). */
export const GENERIC_ERROR = msg`We apologize. An error occurred.`;

/** CURRENT_PASSWORD_REQUIRED is the server's own text for a missing current password (field currentPassword). */
export const CURRENT_PASSWORD_REQUIRED = msg`Please enter your current password`;

/**
 * currentPasswordError is the message of a refused change that belongs under the 'Current
 * Password' field (BAD_USER_INPUT on field currentPassword), or undefined.
 */
export function currentPasswordError(e: unknown): string | undefined {
  if (!(e instanceof GraphQLRequestError) || e.code !== 'BAD_USER_INPUT') return undefined;
  const field = (e.errors[0]?.extensions as { field?: string } | undefined)?.field;
  return field === 'currentPassword' ? e.message : undefined;
}
