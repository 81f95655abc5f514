import { describe, expect, it } from 'vitest';
import { Permissions } from '@reach/ui/permissions';
import { RESOURCE_PERMISSIONS, mayOpen } from './menuPermissions';

describe('the back office menu', () => {
  it('names a permission for every entry', () => {
    const entries = ['users', 'invites', 'contacts', 'outbox', 'reports', 'holistic-projects', 'adoptions', 'project-sponsorships', 'payments',
      'loan-agreements', 'mous', 'people-groups', 'people-group-links', 'project-links', 'upg-stats', 'prayer-requests', 'testimonies',
      'training-courses', 'training-files', 'simple-lists', 'audit-entries'];
    for (const e of entries) expect(RESOURCE_PERMISSIONS[e], e).toBeTruthy();
  });

  it('shows an entry only to whom holds its permission', () => {
    const giving = [Permissions.ViewAdminUI, Permissions.ListAdminGiving];
    expect(mayOpen(giving, 'payments')).toBe(true);
    expect(mayOpen(giving, 'adoptions')).toBe(true);
    expect(mayOpen(giving, 'users')).toBe(false);
    expect(mayOpen(giving, 'reports')).toBe(false);
    expect(mayOpen([Permissions.ListAdminReport], 'reports')).toBe(true);
    expect(mayOpen(undefined, 'reports')).toBe(false);
    expect(mayOpen(giving, 'no-such-entry')).toBe(false);
  });

  it('shows the audit trail to admins only', () => {
    // What staff hold (no list-admin-audit) and what an admin adds.
    const staff = [Permissions.ViewAdminUI, Permissions.ListAdminUser, Permissions.ListAdminGiving, Permissions.ListAdminReport];
    expect(mayOpen(staff, 'audit-entries')).toBe(false);
    expect(mayOpen([...staff, Permissions.ListAdminAudit], 'audit-entries')).toBe(true);
  });
});
