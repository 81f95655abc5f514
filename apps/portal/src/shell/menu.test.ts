import { describe, expect, it } from 'vitest';
import { Permissions } from '@reach/ui/permissions';
import { BACK_OFFICE, MENU, mayUseBackOffice, visibleMenu } from './menu';

describe('the way to the back office', () => {
  it('shows for whoever the back office lets in (view-admin-ui), and for nobody else', () => {
    expect(mayUseBackOffice([Permissions.ViewAdminUI, Permissions.ViewUserUIUPG])).toBe(true);
    expect(mayUseBackOffice([Permissions.ViewUserUIUPG, Permissions.ViewUserUIPartner, Permissions.ViewUserUIMOU])).toBe(false);
    expect(mayUseBackOffice([])).toBe(false);
    expect(BACK_OFFICE.href).toBe('/admin/');
  });

  it('leaves the spec’s drawer entries as they are', () => {
    const all = Object.values(Permissions);
    expect(visibleMenu(all).map((e) => e.to)).toEqual(['/upgs', '/holistic', '/loan-agreements', '/training', '/partner', '/mous', '/my-giving', '/my-profile']);
    expect(MENU.some((e) => e.to.startsWith('/admin'))).toBe(false);
  });
});
