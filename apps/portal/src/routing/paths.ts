// The path rules a signed-out visitor needs (spec/01 §2), as pure functions;
// redirects.ts has the signed-in ones, which need the permission names.

/**
 * isSafePath accepts only a path on this site: it starts with one "/" (not
 * "//", which a browser reads as another host) and has no backslash.
 */
export function isSafePath(p: string | null): p is string {
  return !!p && p.startsWith('/') && !p.startsWith('//') && !p.includes('\\');
}

/**
 * signedOutFallback is where a signed-out visitor of an unknown path goes:
 * / with c (if present), p (the original path) and s (the other query fields
 * as JSON).
 */
export function signedOutFallback(pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  const out = new URLSearchParams();
  const c = query.get('c');
  if (c !== null) out.set('c', c);
  out.set('p', pathname);
  query.delete('c');
  const rest: Record<string, string> = {};
  query.forEach((v, k) => {
    rest[k] = v;
  });
  if (Object.keys(rest).length > 0) out.set('s', JSON.stringify(rest));
  return `/?${out.toString()}`;
}
