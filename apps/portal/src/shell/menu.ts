// The drawer menu of the signed-in shell (spec/02 §2 "Shell", §6).
import { Permissions, type Permission } from '@reach/ui/permissions';

export interface MenuEntry {
  label: string;
  to: string;
  /** permission shows the entry; none means always shown. */
  permission?: Permission;
  children?: MenuEntry[];
}

export const MENU: MenuEntry[] = [
  { label: 'People Groups', to: '/upgs', permission: Permissions.ViewUserUIUPG },
  {
    label: 'Holistic Projects',
    to: '/holistic',
    permission: Permissions.ViewUserUIHolistic,
    children: [
      { label: 'Holistic Projects', to: '/holistic-projects' },
      { label: 'Proposals', to: '/holistic-proposals', permission: Permissions.ListUserHolisticProposalReport },
    ],
  },
  { label: 'Loan Agreements', to: '/loan-agreements', permission: Permissions.ViewUserUILoanAgreement },
  {
    label: 'Training',
    to: '/training',
    permission: Permissions.ViewUserUITraining,
    children: [
      { label: 'Training Courses', to: '/training/courses' },
      { label: 'Training Reports', to: '/training-reports/event', permission: Permissions.CreateUserTrainingReport },
    ],
  },
  {
    label: 'Partner with Us',
    to: '/partner',
    permission: Permissions.ViewUserUIPartner,
    children: [
      { label: 'Sponsor a Native Missionary', to: '/partner/adopt-a-upg' },
      { label: 'Fund a Holistic Project', to: '/partner/sponsor-a-project' },
    ],
  },
  { label: 'Partnership Agreement Forms', to: '/mous', permission: Permissions.ViewUserUIMOU },
  { label: 'My Giving', to: '/my-giving', permission: Permissions.ViewUserUIGiving },
  { label: 'My Profile', to: '/my-profile' },
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
export const BACK_OFFICE = { label: 'Back Office', href: '/admin/', permission: Permissions.ViewAdminUI } as const;

/** mayUseBackOffice tells whether the permissions let the user into the back office. */
export function mayUseBackOffice(permissions: readonly string[]): boolean {
  return permissions.includes(BACK_OFFICE.permission);
}
