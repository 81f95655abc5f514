// Who may deactivate whom, as the server decides it (backend/internal/user, UpdateUserAsStaff):
// only staff holding edit-admin-user; an admin or staff account only by a viewer holding
// grant-privileged-role (admins); never one's own account. The list and the edit page offer
// Deactivate only where the server would accept it.
import { GRANT_PRIVILEGED_ROLE, PRIVILEGED_ROLES } from '../choices';

/** EDIT_USER is the permission deleteUser (deactivate) needs. */
export const EDIT_USER = 'edit-admin-user';

export interface UserLike {
  id?: string | number | null;
  roles?: ReadonlyArray<string> | null;
  active?: boolean | null;
}

export interface ViewerLike {
  id?: string | number | null;
  permissions?: unknown;
}

const holds = (permissions: unknown, permission: string) => Array.isArray(permissions) && permissions.includes(permission);

/** mayDeactivate tells whether the viewer may deactivate the user now. */
export function mayDeactivate(user: UserLike | null | undefined, viewer: ViewerLike | null | undefined): boolean {
  if (!user || !viewer || user.active === false) return false;
  if (!holds(viewer.permissions, EDIT_USER)) return false;
  if (viewer.id == null || String(user.id) === String(viewer.id)) return false;
  const privileged = (user.roles ?? []).some((r) => PRIVILEGED_ROLES.includes(r));
  return !privileged || holds(viewer.permissions, GRANT_PRIVILEGED_ROLE);
}

/** ERASE_PERSON is the permission erasePerson needs (admins). */
export const ERASE_PERSON = 'erase-admin-person';

/** ERASED_PERSON is the name the server gives an erased user (backend/internal/erasure). */
export const ERASED_PERSON = 'Erased person';

/**
 * mayErase tells whether the viewer may erase the user: an admin, never their own account, and
 * not one already erased (the server answers the first erasure again).
 */
export function mayErase(user: (UserLike & { name?: string | null }) | null | undefined, viewer: ViewerLike | null | undefined): boolean {
  if (!user || !viewer || user.name === ERASED_PERSON) return false;
  if (!holds(viewer.permissions, ERASE_PERSON)) return false;
  return viewer.id != null && String(user.id) !== String(viewer.id);
}

/**
 * mayEraseContact tells whether the viewer may erase the contact: an admin, an individual (not a
 * household or an organisation), not one already erased. The server also refuses the admin's own
 * contact.
 */
export function mayEraseContact(
  contact: { id?: string | number | null; contactType?: string | null; fullName?: string | null } | null | undefined,
  viewer: ViewerLike | null | undefined,
): boolean {
  if (!contact || !viewer || contact.contactType !== 'INDIVIDUAL' || contact.fullName === ERASED_PERSON) return false;
  return holds(viewer.permissions, ERASE_PERSON);
}
