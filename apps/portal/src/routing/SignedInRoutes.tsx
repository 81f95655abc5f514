// The signed-in route table (spec/02 §2), inside the shell.
import { CatalogGate, registerCatalog } from '@reach/ui/i18n';
import { loadAppCatalog, loadReportsCatalog } from '../locales/catalogs';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from '@reach/ui/router';
import { useSession } from '../session/SessionContext';
import { homePath, signedInRedirect } from './redirects';
import { Shell } from '../shell/Shell';
import { RemotePartner } from '../shell/RemotePartner';
import NotFound from '../pages/NotFound';
import { Loading } from '../components/Loading';
import { OfflineData } from '../offline/OfflineData';

const MyProfile = lazy(() => import(/* webpackChunkName: "my-profile" */ '../pages/profile/MyProfile'));
const EditProfile = lazy(() => import(/* webpackChunkName: "edit-profile" */ '../pages/profile/EditProfile'));
const VerifyMyEmail = lazy(() => import(/* webpackChunkName: "verify-my-email" */ '../pages/email/VerifyMyEmail'));
const EmailVerified = lazy(() => import(/* webpackChunkName: "email-verified" */ '../pages/email/EmailVerified'));
const ClaimGift = lazy(() => import(/* webpackChunkName: "claim-gift" */ '../pages/giving/ClaimGift'));
const MyGiving = lazy(() => import(/* webpackChunkName: "my-giving" */ '../pages/giving/MyGiving'));
const UpgList = lazy(() => import(/* webpackChunkName: "upgs" */ '../pages/upgs/UpgList'));
const UpgDetail = lazy(() => import(/* webpackChunkName: "upg-detail" */ '../pages/upgs/UpgDetail'));
const ProjectList = lazy(() => import(/* webpackChunkName: "holistic-projects" */ '../pages/holistic/ProjectList'));
const ProjectDetail = lazy(() => import(/* webpackChunkName: "holistic-project" */ '../pages/holistic/ProjectDetail'));
const Training = lazy(() => import(/* webpackChunkName: "training" */ '../pages/training/Training'));
const CourseDetail = lazy(() => import(/* webpackChunkName: "training-course" */ '../pages/training/CourseDetail'));
const LoanAgreements = lazy(() => import(/* webpackChunkName: "loan-agreements" */ '../pages/agreements/LoanAgreementList'));
const LoanAgreementView = lazy(() => import(/* webpackChunkName: "loan-agreement" */ '../pages/agreements/LoanAgreementView'));
const MouList = lazy(() => import(/* webpackChunkName: "mous" */ '../pages/agreements/MouList'));
const MouView = lazy(() => import(/* webpackChunkName: "mou" */ '../pages/agreements/MouView'));
const UpgReportView = lazy(() => import(/* webpackChunkName: "upg-report" */ '../pages/upgs/reports/UpgReportView'));
const UpgReportEdit = lazy(() => import(/* webpackChunkName: "upg-report-edit" */ '../pages/upgs/reports/UpgReportEdit'));
const ProgressReportView = lazy(() => import(/* webpackChunkName: "progress-report" */ '../pages/holistic/reports/ProgressReportView'));
const ProgressReportEdit = lazy(() => import(/* webpackChunkName: "progress-report-edit" */ '../pages/holistic/reports/ProgressReportEdit'));
const ProposalList = lazy(() => import(/* webpackChunkName: "proposals" */ '../pages/holistic/proposals/ProposalList'));
const ProposalView = lazy(() => import(/* webpackChunkName: "proposal" */ '../pages/holistic/proposals/ProposalView'));
const ProposalEdit = lazy(() => import(/* webpackChunkName: "proposal-edit" */ '../pages/holistic/proposals/ProposalEdit'));
const TrainingReports = lazy(() => import(/* webpackChunkName: "training-reports" */ '../pages/trainingReports/TrainingReports'));
const TrainingEventEdit = lazy(() => import(/* webpackChunkName: "training-event-edit" */ '../pages/trainingReports/TrainingEventEdit'));
const TrainingQuarterlyEdit = lazy(() => import(/* webpackChunkName: "training-quarterly-edit" */ '../pages/trainingReports/TrainingQuarterlyEdit'));
const TrainingEventView = lazy(() => import(/* webpackChunkName: "training-report-view" */ '../pages/trainingReports/TrainingReportViews').then((m) => ({ default: m.TrainingEventView })));
const TrainingQuarterlyView = lazy(() => import(/* webpackChunkName: "training-report-view" */ '../pages/trainingReports/TrainingReportViews').then((m) => ({ default: m.TrainingQuarterlyView })));

/** ToRequested is /, /sign-in and /sign-up when signed in: to p (with s and c) or home. */
export function ToRequested() {
  const { search } = useLocation();
  const { profile } = useSession();
  return <Navigate to={signedInRedirect(search, profile?.permissions ?? [])} replace />;
}

export function ToHome() {
  const { profile } = useSession();
  return <Navigate to={homePath(profile?.permissions ?? [])} replace />;
}

// The signed-in screens' catalog starts loading with this module.
void registerCatalog('portal-app', loadAppCatalog);
void registerCatalog('portal-reports', loadReportsCatalog);

export default function SignedInRoutes() {
  return (
    <CatalogGate name="portal-app" load={loadAppCatalog}>
    <CatalogGate name="portal-reports" load={loadReportsCatalog}>
    <OfflineData>
    <Shell>
      <Suspense fallback={<Loading />}>
      <Routes>
        <Route path="/upgs" element={<UpgList />} />
        <Route path="/upgs/:id" element={<Navigate to="info" replace />} />
        <Route path="/upgs/:id/reports/view/:reportId" element={<UpgReportView />} />
        <Route path="/upgs/:id/reports/edit/:reportId" element={<UpgReportEdit />} />
        <Route path="/upgs/:id/:tab" element={<UpgDetail />} />

        <Route path="/training" element={<Navigate to="/training/courses" replace />} />
        <Route path="/training/courses/view/:id" element={<CourseDetail />} />
        <Route path="/training/:tab" element={<Training />} />
        <Route path="/training-reports" element={<Navigate to="/training-reports/event" replace />} />
        <Route path="/training-reports/event/view/:reportId" element={<TrainingEventView />} />
        <Route path="/training-reports/event/edit/:reportId" element={<TrainingEventEdit />} />
        <Route path="/training-reports/quarterly/view/:reportId" element={<TrainingQuarterlyView />} />
        <Route path="/training-reports/quarterly/edit/:reportId" element={<TrainingQuarterlyEdit />} />
        <Route path="/training-reports/:tab" element={<TrainingReports />} />

        <Route path="/holistic" element={<Navigate to="/holistic-projects" replace />} />
        <Route path="/holistic-projects" element={<ProjectList />} />
        <Route path="/holistic-projects/:id" element={<Navigate to="info" replace />} />
        <Route path="/holistic-projects/:projectId/reports/view/:reportId" element={<ProgressReportView />} />
        <Route path="/holistic-projects/:projectId/reports/edit/:reportId" element={<ProgressReportEdit />} />
        <Route path="/holistic-projects/:projectId/loan-agreement/view/:loanAgreementId" element={<LoanAgreementView />} />
        <Route path="/holistic-projects/:id/:tab" element={<ProjectDetail />} />
        <Route path="/holistic-proposals" element={<ProposalList />} />
        <Route path="/holistic-proposals/view/:reportId" element={<ProposalView />} />
        <Route path="/holistic-proposals/edit/:reportId" element={<ProposalEdit />} />

        <Route path="/loan-agreements" element={<LoanAgreements />} />
        <Route path="/loan-agreement/sign/:loanAgreementId" element={<LoanAgreementView sign />} />

        <Route path="/mous" element={<MouList />} />
        <Route path="/mous/view/:mouId" element={<MouView />} />
        <Route path="/mou/sign/:mouId" element={<MouView />} />

        <Route path="/my-profile" element={<MyProfile />} />
        <Route path="/my-profile/edit" element={<EditProfile />} />
        <Route path="/verify-my-email" element={<VerifyMyEmail />} />
        <Route path="/email-verified" element={<EmailVerified />} />
        <Route path="/claim-gift" element={<ClaimGift />} />
        <Route path="/my-giving" element={<MyGiving />} />

        <Route path="/partner/*" element={<RemotePartner />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
      </Suspense>
    </Shell>
    </OfflineData>
    </CatalogGate>
    </CatalogGate>
  );
}
