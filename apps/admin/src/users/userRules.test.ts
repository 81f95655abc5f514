import { describe, expect, it } from 'vitest';
import { ERASED_PERSON, mayDeactivate, mayErase, mayEraseContact } from './userRules';
import { personName } from '../fields/PersonNameField';

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

describe('Erase follows the server: admins erase others', () => {
  const eraser = { id: 'a1', permissions: [...admin.permissions, 'erase-admin-person'] };

  it('offers Erase to admins only, never on their own account', () => {
    expect(mayErase({ id: 'u2', name: 'Ruth Ade' }, eraser)).toBe(true);
    expect(mayErase({ id: 'u2', name: 'Ruth Ade' }, staff)).toBe(false);
    expect(mayErase({ id: 'u2', name: 'Ruth Ade' }, admin)).toBe(false); // without erase-admin-person
    expect(mayErase({ id: 'a1', name: 'Ana Admin' }, eraser)).toBe(false);
    expect(mayErase({ id: 'u2' }, { permissions: eraser.permissions })).toBe(false);
  });

  it('does not offer Erase again on a person already erased', () => {
    expect(mayErase({ id: 'u2', name: ERASED_PERSON }, eraser)).toBe(false);
    expect(mayEraseContact({ id: 'c2', contactType: 'INDIVIDUAL', fullName: ERASED_PERSON }, eraser)).toBe(false);
  });

  it('offers Erase on individual contacts only, to admins', () => {
    expect(mayEraseContact({ id: 'c2', contactType: 'INDIVIDUAL', fullName: 'Ruth Ade' }, eraser)).toBe(true);
    expect(mayEraseContact({ id: 'c2', contactType: 'INDIVIDUAL', fullName: 'Ruth Ade' }, admin)).toBe(false);
    expect(mayEraseContact({ id: 'c3', contactType: 'HOUSEHOLD', fullName: 'The Ades' }, eraser)).toBe(false);
  });
});

describe('an erased person shows in the back office language', () => {
  it('translates the stored placeholders and leaves other names as they are', () => {
    const t = (key: string) => `<${key}>`;
    expect(personName('Erased donor', t)).toBe('<reach.erase.erased_donor>');
    expect(personName('Erased person', t)).toBe('<reach.erase.erased_person>');
    expect(personName('Ruth Ade', t)).toBe('Ruth Ade');
    expect(personName(null, t)).toBe('');
  });
});
