// The drawer menu of the signed-in shell (spec/02 §2 "Shell", §6).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Permissions, type Permission } from '@reach/ui/permissions';

export interface MenuEntry {
  /** label is translated where the menu shows. */
  label: MessageDescriptor;
  to: string;
  /** permission shows the entry; none means always shown. */
  permission?: Permission;
  children?: MenuEntry[];
}

export const MENU: MenuEntry[] = [
  { label: msg`People Groups`, to: '/upgs', permission: Permissions.ViewUserUIUPG },
  {
    label: msg`Holistic Projects`,
    to: '/holistic',
    permission: Permissions.ViewUserUIHolistic,
    children: [
      { label: msg`Holistic Projects`, to: '/holistic-projects' },
      { label: msg`Proposals`, to: '/holistic-proposals', permission: Permissions.ListUserHolisticProposalReport },
    ],
  },
  { label: msg`Loan Agreements`, to: '/loan-agreements', permission: Permissions.ViewUserUILoanAgreement },
  {
    label: msg`Training`,
    to: '/training',
    permission: Permissions.ViewUserUITraining,
    children: [
      { label: msg`Training Courses`, to: '/training/courses' },
      { label: msg`Training Reports`, to: '/training-reports/event', permission: Permissions.CreateUserTrainingReport },
    ],
  },
  {
    label: msg`Partner with Us`,
    to: '/partner',
    permission: Permissions.ViewUserUIPartner,
    children: [
      { label: msg`Sponsor a Native Missionary`, to: '/partner/adopt-a-upg' },
      { label: msg`Fund a Holistic Project`, to: '/partner/sponsor-a-project' },
    ],
  },
  { label: msg`Partnership Agreement Forms`, to: '/mous', permission: Permissions.ViewUserUIMOU },
  { label: msg`My Giving`, to: '/my-giving', permission: Permissions.ViewUserUIGiving },
  { label: msg`My Profile`, to: '/my-profile' },
];

/** visibleMenu keeps the entries (and children) the permissions allow. */
export function visibleMenu(permissions: readonly string[], menu: MenuEntry[] = MENU): MenuEntry[] {
  const can = (e: MenuEntry) => !e.permission || permissions.includes(e.permission);
  return menu.filter(can).map((e) => (e.children ? { ...e, children: e.children.filter(can) } : e));
}

/**
 * BACK_OFFICE is the header's link to the back office (/admin/), beside the spec's drawer entries
 * rather than among them. It shows for whoever the back office lets in: the permission its
 * sign-in checks (view-admin-ui, apps/admin/src/authProvider.ts).
 */
export const BACK_OFFICE = { label: msg`Back Office`, href: '/admin/', permission: Permissions.ViewAdminUI } as const;

/** mayUseBackOffice tells whether the permissions let the user into the back office. */
export function mayUseBackOffice(permissions: readonly string[]): boolean {
  return permissions.includes(BACK_OFFICE.permission);
}
