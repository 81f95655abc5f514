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
