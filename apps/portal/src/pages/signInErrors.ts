// How a sign-in error shows (spec/01 §8).

export type SignInErrorView = { kind: 'noRole' } | { kind: 'message'; text: string };

export const NO_TOKEN_MESSAGE = 'Error trying to sign in';

export function signInErrorView(message: string): SignInErrorView {
  if (message.includes('has not been assigned a role')) return { kind: 'noRole' };
  if (message.includes('does not exist')) return { kind: 'message', text: 'Username and/or password incorrect' };
  return { kind: 'message', text: message };
}
