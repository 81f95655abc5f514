// Which permission each back-office menu entry needs: the one the server asks for the entry's
// list (schema @hasPermission on its all… query). An entry the signed-in staff member lacks the
// permission for is not shown (the server would refuse its list anyway).
import { Permissions, type Permission } from '@reach/ui/permissions';

export const RESOURCE_PERMISSIONS: Record<string, Permission> = {
  users: Permissions.ListAdminUser,
  invites: Permissions.ListAdminInvite,
  contacts: Permissions.ListAdminContact,
  'contact-members': Permissions.ListAdminContact,
  outbox: Permissions.ListAdminOutbox,
  reports: Permissions.ListAdminReport,
  'holistic-projects': Permissions.ListAdminHolisticProject,
  adoptions: Permissions.ListAdminGiving,
  'project-sponsorships': Permissions.ListAdminGiving,
  payments: Permissions.ListAdminGiving,
  'loan-agreements': Permissions.ListAdminAgreement,
  mous: Permissions.ListAdminAgreement,
  'people-groups': Permissions.ListAdminPeopleGroup,
  'people-group-links': Permissions.ListAdminLink,
  'project-links': Permissions.ListAdminLink,
  'upg-stats': Permissions.ListAdminUPGStats,
  'prayer-requests': Permissions.ListAdminPrayer,
  testimonies: Permissions.ListAdminPrayer,
  'training-courses': Permissions.ListAdminTraining,
  'training-files': Permissions.ListAdminTraining,
  'simple-lists': Permissions.ListAdminSimpleList,
  'audit-entries': Permissions.ListAdminAudit,
};

/** mayOpen tells whether permissions (the profile's) let the viewer open resource's list. */
export function mayOpen(permissions: unknown, resource: string): boolean {
  const need = RESOURCE_PERMISSIONS[resource];
  return !!need && Array.isArray(permissions) && permissions.includes(need);
}
