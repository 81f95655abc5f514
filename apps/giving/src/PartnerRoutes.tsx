// The partner area (spec/01 §2 "Partner area"), mounted at /partner/* by the
// portal (signed in or out) and by the standalone page. Every page is its own
// lazy chunk (the partner home too), so /partner/adopt-a-upg loads only what it shows.
//
// Props (all optional; the portal mounts it with none):
//   standalone     the giving app's own page: links into the portal load a new page.
//   accountSelect  show 'Choose Account' in the page header (default: standalone).
//                  In the portal the signed-in shell's header already has it; both
//                  store localStorage.contactId, which every request sends.
import { lazy, Suspense, type ReactNode } from 'react';
import { CatalogGate, registerCatalog } from '@reach/ui/i18n';
import { loadGivingCatalog, loadGivingFlowCatalog } from './locales/catalogs';
import { Route, Routes } from '@reach/ui/router';
import { GivingSessionProvider } from './lib/session';
import { NotifyProvider } from './components/Notify';
import { Loading } from './components/Loading';

const loadPartnerHome = () => import(/* webpackChunkName: "partner-home" */ './pages/PartnerHome');
const loadSelectUpg = () => import(/* webpackChunkName: "select-upg" */ './pages/SelectUpg');
const loadSelectProject = () => import(/* webpackChunkName: "select-project" */ './pages/SelectProject');

const PartnerHome = lazy(loadPartnerHome);
const NotFound = lazy(() => import(/* webpackChunkName: "not-found" */ './pages/NotFound'));
const SelectUpg = lazy(loadSelectUpg);
const FundingDetails = lazy(() => import(/* webpackChunkName: "funding-details" */ './pages/FundingDetails'));
const AdoptUpg = lazy(() => import(/* webpackChunkName: "adopt-upg" */ './pages/AdoptUpg'));
const AdoptRedirect = lazy(() => import(/* webpackChunkName: "adopt-redirect" */ './pages/AdoptRedirect'));
const AdoptSuccess = lazy(() => import(/* webpackChunkName: "adopt-success" */ './pages/AdoptSuccess'));
const SelectProject = lazy(loadSelectProject);
const ProjectDetails = lazy(() => import(/* webpackChunkName: "project-details" */ './pages/ProjectDetails'));
const ProjectImpact = lazy(() => import(/* webpackChunkName: "project-impact" */ './pages/ProjectImpact'));
const ProjectRedirect = lazy(() => import(/* webpackChunkName: "project-redirect" */ './pages/ProjectRedirect'));
const ProjectSuccess = lazy(() => import(/* webpackChunkName: "project-success" */ './pages/ProjectSuccess'));

// The three pages donors land on start loading with this module, not after it
// has rendered (the lazy components reuse the same request).
const landing = window.location.pathname.replace(/^\/giving(?=\/)/, '').replace(/\/$/, '');
if (landing === '/partner') loadPartnerHome().catch(() => undefined);
if (landing === '/partner/adopt-a-upg') loadSelectUpg().catch(() => undefined);
if (landing === '/partner/sponsor-a-project') loadSelectProject().catch(() => undefined);

// The giving pages' catalog starts loading with this module too.
void registerCatalog('giving', loadGivingCatalog);

/** Flow wraps a gift step's or success page's route: its words are the "giving-flow" catalog. */
function Flow({ children }: { children: ReactNode }) {
  return (
    <CatalogGate name="giving-flow" load={loadGivingFlowCatalog}>
      {children}
    </CatalogGate>
  );
}

export interface PartnerRoutesProps {
  standalone?: boolean;
  accountSelect?: boolean;
}

export default function PartnerRoutes({ standalone = false, accountSelect = standalone }: PartnerRoutesProps) {
  return (
    <GivingSessionProvider standalone={standalone} accountSelect={accountSelect}>
      <NotifyProvider>
        <Suspense fallback={<Loading />}>
          <CatalogGate name="giving" load={loadGivingCatalog}>
          <Routes>
            <Route index element={<PartnerHome />} />
            <Route path="adopt-a-upg" element={<SelectUpg />} />
            <Route path="adopt-a-upg/success" element={
                <Flow>
                  <AdoptSuccess />
                </Flow>
              } />
            <Route path="adopt-a-upg/:pgId" element={
                <Flow>
                  <FundingDetails />
                </Flow>
              } />
            <Route path="adopt-a-upg/:pgId/adopt" element={
                <Flow>
                  <AdoptUpg />
                </Flow>
              } />
            <Route path="adopt-a-upg/:pgId/redirect" element={
                <Flow>
                  <AdoptRedirect />
                </Flow>
              } />
            <Route path="sponsor-a-project" element={<SelectProject />} />
            <Route path="sponsor-a-project/success" element={
                <Flow>
                  <ProjectSuccess />
                </Flow>
              } />
            <Route path="sponsor-a-project/:projectId" element={
                <Flow>
                  <ProjectDetails />
                </Flow>
              } />
            <Route path="sponsor-a-project/:projectId/impact" element={
                <Flow>
                  <ProjectImpact />
                </Flow>
              } />
            <Route path="sponsor-a-project/:projectId/redirect" element={
                <Flow>
                  <ProjectRedirect />
                </Flow>
              } />
            <Route path="*" element={<NotFound />} />
          </Routes>
          </CatalogGate>
        </Suspense>
      </NotifyProvider>
    </GivingSessionProvider>
  );
}
