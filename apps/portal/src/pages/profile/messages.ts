/** GENERIC_ERROR is the spec's message for a failed profile, password or photo save (spec/02 §8). */
export const GENERIC_ERROR = 'We apologize. An error occurred.';
