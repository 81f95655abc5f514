import { describe, expect, it } from 'vitest';
import { Permissions } from '@reach/ui/permissions';
import { RESOURCE_PERMISSIONS, mayOpen } from './menuPermissions';

describe('the back office menu', () => {
  it('names a permission for every entry', () => {
    const entries = ['users', 'invites', 'contacts', 'outbox', 'reports', 'holistic-projects', 'adoptions', 'project-sponsorships', 'payments',
      'loan-agreements', 'mous', 'people-groups', 'people-group-links', 'project-links', 'upg-stats', 'prayer-requests', 'testimonies',
      'training-courses', 'training-files', 'simple-lists'];
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
});
