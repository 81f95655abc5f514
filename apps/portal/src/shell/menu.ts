// The drawer menu of the signed-in shell (spec/02 §2 "Shell", §6).

export interface MenuEntry {
  label: string;
  to: string;
  /** permission shows the entry; none means always shown. */
  permission?: string;
  children?: MenuEntry[];
}

export const MENU: MenuEntry[] = [
  { label: 'People Groups', to: '/upgs', permission: 'view-user-ui-upg' },
  {
    label: 'Holistic Projects',
    to: '/holistic',
    permission: 'view-user-ui-holistic',
    children: [
      { label: 'Holistic Projects', to: '/holistic-projects' },
      { label: 'Proposals', to: '/holistic-proposals', permission: 'list-user-holistic-proposal-report' },
    ],
  },
  { label: 'Loan Agreements', to: '/loan-agreements', permission: 'view-user-ui-loan-agreement' },
  {
    label: 'Training',
    to: '/training',
    permission: 'view-user-ui-training',
    children: [
      { label: 'Training Courses', to: '/training/courses' },
      { label: 'Training Reports', to: '/training-reports/event' },
    ],
  },
  {
    label: 'Partner with Us',
    to: '/partner',
    permission: 'view-user-ui-partner',
    children: [
      { label: 'Sponsor a Native Missionary', to: '/partner/adopt-a-upg' },
      { label: 'Fund a Holistic Project', to: '/partner/sponsor-a-project' },
    ],
  },
  { label: 'Partnership Agreement Forms', to: '/mous', permission: 'view-user-ui-mou' },
  { label: 'My Profile', to: '/my-profile' },
];

/** visibleMenu keeps the entries (and children) the permissions allow. */
export function visibleMenu(permissions: readonly string[], menu: MenuEntry[] = MENU): MenuEntry[] {
  const can = (e: MenuEntry) => !e.permission || permissions.includes(e.permission);
  return menu.filter(can).map((e) => (e.children ? { ...e, children: e.children.filter(can) } : e));
}
