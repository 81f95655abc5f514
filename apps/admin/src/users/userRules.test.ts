import { describe, expect, it } from 'vitest';
import { mayDeactivate } from './userRules';

const staff = { id: 'u-staff', permissions: ['view-admin-ui', 'list-admin-user', 'edit-admin-user'] };
const admin = { id: 'u-admin', permissions: [...staff.permissions, 'grant-privileged-role'] };

describe('Deactivate follows the server: who may deactivate whom', () => {
  it('staff deactivate partners, field workers and the other roles without privilege', () => {
    for (const role of ['partner', 'field-worker', 'regional-coordinator', 'trainer']) {
      expect(mayDeactivate({ id: 'u1', roles: [role], active: true }, staff), role).toBe(true);
    }
    expect(mayDeactivate({ id: 'u1', roles: [], active: true }, staff)).toBe(true);
  });

  it('staff may not deactivate an admin or another staff member; an admin may', () => {
    for (const roles of [['admin'], ['staff'], ['partner', 'staff']]) {
      expect(mayDeactivate({ id: 'u1', roles, active: true }, staff), roles.join()).toBe(false);
      expect(mayDeactivate({ id: 'u1', roles, active: true }, admin), roles.join()).toBe(true);
    }
  });

  it('nobody deactivates themselves', () => {
    expect(mayDeactivate({ id: 'u-staff', roles: ['staff'], active: true }, staff)).toBe(false);
    expect(mayDeactivate({ id: 'u-admin', roles: ['admin'], active: true }, admin)).toBe(false);
  });

  it('a deactivated user, a viewer without edit-admin-user or an unknown viewer is offered nothing', () => {
    expect(mayDeactivate({ id: 'u1', roles: ['partner'], active: false }, admin)).toBe(false);
    expect(mayDeactivate({ id: 'u1', roles: ['partner'], active: true }, { id: 'v', permissions: ['list-admin-user'] })).toBe(false);
    expect(mayDeactivate({ id: 'u1', roles: ['partner'], active: true }, { permissions: staff.permissions })).toBe(false);
    expect(mayDeactivate({ id: 'u1', roles: ['partner'], active: true }, null)).toBe(false);
  });
});
