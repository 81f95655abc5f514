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
import { PAGES, type Page, type PageModule } from './pages';
import { Loading } from '../components/Loading';
import { OfflineData } from '../offline/OfflineData';


// Each page's component, loaded when its route first renders (or earlier: preload.ts). Routes
// with the same page (a view and its signing) share one component, so moving between them keeps it.
const components = new Map<Page['load'], ReturnType<typeof lazy<PageModule['default']>>>();
const PAGE_ROUTES = PAGES.map(({ path, load, sign }) => {
  const Page = components.get(load) ?? lazy(load);
  components.set(load, Page);
  return <Route key={path} path={path} element={sign ? <Page sign /> : <Page />} />;
});

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
        {PAGE_ROUTES}
        <Route path="/upgs/:id" element={<Navigate to="info" replace />} />
        <Route path="/training" element={<Navigate to="/training/courses" replace />} />
        <Route path="/training-reports" element={<Navigate to="/training-reports/event" replace />} />
        <Route path="/holistic" element={<Navigate to="/holistic-projects" replace />} />
        <Route path="/holistic-projects/:id" element={<Navigate to="info" replace />} />
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
