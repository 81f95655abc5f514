// The signed-in pages (spec/02 §2): each route's pattern and the chunk of its page. SignedInRoutes
// renders them; preload.ts fetches the opened page's chunk beside the session on a first load.
import type { ComponentType } from 'react';
import { matchPath } from '@reach/ui/router';

export type PageModule = { default: ComponentType<{ sign?: boolean }> };
export type Page = { path: string; load: () => Promise<PageModule>; sign?: boolean };

const loanAgreement = () => import(/* webpackChunkName: "loan-agreement" */ '../pages/agreements/LoanAgreementView');
const mou = () => import(/* webpackChunkName: "mou" */ '../pages/agreements/MouView');
const trainingReportViews = () => import(/* webpackChunkName: "training-report-view" */ '../pages/trainingReports/TrainingReportViews');

export const PAGES: Page[] = [
  { path: '/upgs', load: () => import(/* webpackChunkName: "upgs" */ '../pages/upgs/UpgList') },
  { path: '/upgs/:id/reports/view/:reportId', load: () => import(/* webpackChunkName: "upg-report" */ '../pages/upgs/reports/UpgReportView') },
  { path: '/upgs/:id/reports/edit/:reportId', load: () => import(/* webpackChunkName: "upg-report-edit" */ '../pages/upgs/reports/UpgReportEdit') },
  { path: '/upgs/:id/:tab', load: () => import(/* webpackChunkName: "upg-detail" */ '../pages/upgs/UpgDetail') },

  { path: '/training/courses/view/:id', load: () => import(/* webpackChunkName: "training-course" */ '../pages/training/CourseDetail') },
  { path: '/training/:tab', load: () => import(/* webpackChunkName: "training" */ '../pages/training/Training') },
  { path: '/training-reports/event/view/:reportId', load: () => trainingReportViews().then((m) => ({ default: m.TrainingEventView })) },
  { path: '/training-reports/event/edit/:reportId', load: () => import(/* webpackChunkName: "training-event-edit" */ '../pages/trainingReports/TrainingEventEdit') },
  { path: '/training-reports/quarterly/view/:reportId', load: () => trainingReportViews().then((m) => ({ default: m.TrainingQuarterlyView })) },
  { path: '/training-reports/quarterly/edit/:reportId', load: () => import(/* webpackChunkName: "training-quarterly-edit" */ '../pages/trainingReports/TrainingQuarterlyEdit') },
  { path: '/training-reports/:tab', load: () => import(/* webpackChunkName: "training-reports" */ '../pages/trainingReports/TrainingReports') },

  { path: '/holistic-projects', load: () => import(/* webpackChunkName: "holistic-projects" */ '../pages/holistic/ProjectList') },
  { path: '/holistic-projects/:projectId/reports/view/:reportId', load: () => import(/* webpackChunkName: "progress-report" */ '../pages/holistic/reports/ProgressReportView') },
  { path: '/holistic-projects/:projectId/reports/edit/:reportId', load: () => import(/* webpackChunkName: "progress-report-edit" */ '../pages/holistic/reports/ProgressReportEdit') },
  { path: '/holistic-projects/:projectId/loan-agreement/view/:loanAgreementId', load: loanAgreement },
  { path: '/holistic-projects/:id/:tab', load: () => import(/* webpackChunkName: "holistic-project" */ '../pages/holistic/ProjectDetail') },
  { path: '/holistic-proposals', load: () => import(/* webpackChunkName: "proposals" */ '../pages/holistic/proposals/ProposalList') },
  { path: '/holistic-proposals/view/:reportId', load: () => import(/* webpackChunkName: "proposal" */ '../pages/holistic/proposals/ProposalView') },
  { path: '/holistic-proposals/edit/:reportId', load: () => import(/* webpackChunkName: "proposal-edit" */ '../pages/holistic/proposals/ProposalEdit') },

  { path: '/loan-agreements', load: () => import(/* webpackChunkName: "loan-agreements" */ '../pages/agreements/LoanAgreementList') },
  { path: '/loan-agreement/sign/:loanAgreementId', load: loanAgreement, sign: true },
  { path: '/mous', load: () => import(/* webpackChunkName: "mous" */ '../pages/agreements/MouList') },
  { path: '/mous/view/:mouId', load: mou },
  { path: '/mou/sign/:mouId', load: mou },

  { path: '/my-profile', load: () => import(/* webpackChunkName: "my-profile" */ '../pages/profile/MyProfile') },
  { path: '/my-profile/edit', load: () => import(/* webpackChunkName: "edit-profile" */ '../pages/profile/EditProfile') },
  { path: '/verify-my-email', load: () => import(/* webpackChunkName: "verify-my-email" */ '../pages/email/VerifyMyEmail') },
  { path: '/email-verified', load: () => import(/* webpackChunkName: "email-verified" */ '../pages/email/EmailVerified') },
  { path: '/claim-gift', load: () => import(/* webpackChunkName: "claim-gift" */ '../pages/giving/ClaimGift') },
  { path: '/my-giving', load: () => import(/* webpackChunkName: "my-giving" */ '../pages/giving/MyGiving') },
];

/** pageFor is the page a signed-in path opens, if it is one of PAGES (not a redirect, not /partner). */
export function pageFor(pathname: string): Page | undefined {
  return PAGES.find((p) => matchPath(p.path, pathname));
}
