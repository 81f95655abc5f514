// What a server's BAD_USER_INPUT answer says about the form's fields: a submit answers every
// broken rule at once (extensions.fields), other calls the one field they refuse.
import type { GraphQLRequestError } from '@reach/ui/graphql';

interface Extensions {
  field?: string;
  fields?: { field: string; message: string }[];
}

/**
 * fieldErrorsOf answers, for a BAD_USER_INPUT error, each field's message (field → message;
 * empty when the error names no field), with rename applied to the server's field names; undefined
 * for any other error.
 */
export function fieldErrorsOf(e: unknown, rename: Record<string, string> = {}): Record<string, string> | undefined {
  const err = e as GraphQLRequestError;
  if (err?.code !== 'BAD_USER_INPUT') return undefined;
  const ext = (err.errors?.[0]?.extensions ?? {}) as Extensions;
  const out: Record<string, string> = {};
  const put = (field: string, message: string) => {
    if (field) out[rename[field] ?? field] ??= message;
  };
  if (Array.isArray(ext.fields) && ext.fields.length > 0) {
    for (const p of ext.fields) put(p.field, p.message);
  } else if (ext.field) {
    put(ext.field, err.message);
  }
  return out;
}
