// How a sign-in error shows (spec/01 §8). Told apart by the error's code, never by its text:
// the server writes the text in the visitor's language.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { errorMessage, GraphQLRequestError } from '@reach/ui';

export type SignInErrorView = { kind: 'noRole' } | { kind: 'message'; text: string };

export const NO_TOKEN_MESSAGE: MessageDescriptor = msg`Error trying to sign in`;

const BAD_CREDENTIALS: MessageDescriptor = msg`Username and/or password incorrect`;

/**
 * signInErrorView is how error e of a sign-in shows. A user without a role is FORBIDDEN; a
 * refused username or password (withPassword: the form's sign-in) is BAD_USER_INPUT.
 */
export function signInErrorView(e: unknown, translate: (d: MessageDescriptor) => string, withPassword = false): SignInErrorView {
  const code = e instanceof GraphQLRequestError ? e.code : undefined;
  if (code === 'FORBIDDEN') return { kind: 'noRole' };
  if (withPassword && code === 'BAD_USER_INPUT') return { kind: 'message', text: translate(BAD_CREDENTIALS) };
  return { kind: 'message', text: errorMessage(e) };
}
