// The redirect rules of spec/01 §2 and spec/02 §2, as pure functions.

import { Permissions } from '@reach/ui/permissions';
// The signed-out rules are in paths.ts, which the portal's start imports without the permissions.
import { isSafePath } from './paths';

/** PERMISSIONS used for landing: the generated names, never spelled out here. */
export const LIST_PEOPLE_GROUPS = Permissions.ListUserPeopleGroup;
export const LIST_TRAINING_COURSES = Permissions.ListUserTrainingCourse;

/** homePath is the permission-based home (spec/02 "Landing after sign-in"). */
export function homePath(permissions: readonly string[]): string {
  if (permissions.includes(LIST_PEOPLE_GROUPS)) return '/upgs';
  if (permissions.includes(LIST_TRAINING_COURSES)) return '/training/courses';
  return '/partner';
}

/**
 * signedInRedirect is where a signed-in user on /, /sign-in or /sign-up goes:
 * the path in p with the values of s spread back into the query, plus c; with
 * no (safe) p, the permission-based home.
 */
export function signedInRedirect(search: string, permissions: readonly string[]): string {
  const query = new URLSearchParams(search);
  const p = query.get('p');
  if (!isSafePath(p)) return homePath(permissions);
  const out = new URLSearchParams();
  const s = query.get('s');
  if (s) {
    try {
      const extra = JSON.parse(s);
      if (extra && typeof extra === 'object' && !Array.isArray(extra)) {
        for (const [k, v] of Object.entries(extra)) {
          if (v !== undefined && v !== null) out.set(k, String(v));
        }
      }
    } catch {
      // a malformed s is dropped; the path still counts
    }
  }
  const c = query.get('c');
  if (c !== null) out.set('c', c);
  const qs = out.toString();
  return qs ? `${p}?${qs}` : p;
}
