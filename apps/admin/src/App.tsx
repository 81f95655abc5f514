import { CacheProvider } from '@emotion/react';
import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { Admin, Resource } from 'react-admin';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { authProvider } from './authProvider';
import { currentLocale, direction, i18nProvider, subscribeLocale } from './i18n';
import adoptions from './adoptions';
import auditEntries from './audit';
import { loanAgreements, mous } from './agreements';
import holisticProjects from './holisticProjects';
import invites from './invites';
import contacts, { contactMembers } from './contacts';
import { Dashboard } from './dashboard/Dashboard';
import { peopleGroupLinks, projectLinks } from './links';
import { lazyDataProvider } from './lazyDataProvider';
import { APP_TITLE } from './layout/AppBar';
import { Layout } from './layout/Layout';
import { LoginPage } from './layout/LoginPage';
import outbox from './outbox';
import payments from './payments';
import peopleGroups from './peopleGroups';
import { prayerRequests, testimonies } from './prayer';
import projectSponsorships from './projectSponsorships';
import reports from './reports';
import simpleLists from './simpleLists';
import { rtlEmotionCache } from './rtl';
import { themeFor } from './theme';
import { trainingCourses, trainingFiles } from './training';
import upgStats from './upgStats';
import users from './users';

// The server serves the admin at /admin/ and falls back to its index.html for /admin/*.
export const ADMIN_BASENAME = '/admin';

/**
 * Direction follows the language shown: <html lang dir>, MUI's theme and, right to left, the
 * mirrored style cache (react-admin's sidebar then sits on the right).
 */
const useLanguageDirection = () => {
  const locale = useSyncExternalStore(subscribeLocale, currentLocale);
  const dir = direction(locale);
  useEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = dir;
  }, [locale, dir]);
  return { dir };
};

const Directed = ({ dir, children }: { dir: 'ltr' | 'rtl'; children: ReactNode }) =>
  dir === 'rtl' ? <CacheProvider value={rtlEmotionCache()}>{children}</CacheProvider> : <>{children}</>;

const AdminApp = () => {
  // The theme names the spinners in the language shown (this renders again when it changes).
  const { dir } = useLanguageDirection();
  const loading = i18nProvider.translate('reach.app.loading');
  const theme = useMemo(() => themeFor(dir, loading), [dir, loading]);
  return (
  <Directed dir={dir}>
  <Admin
    basename={ADMIN_BASENAME}
    title={APP_TITLE}
    dataProvider={lazyDataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    layout={Layout}
    dashboard={Dashboard}
    loginPage={LoginPage}
    theme={theme}
    disableTelemetry
    requireAuth
  >
    <Resource name="users" {...users} />
    <Resource name="invites" {...invites} />
    <Resource name="people-groups" {...peopleGroups} />
    <Resource name="holistic-projects" {...holisticProjects} />
    <Resource name="loan-agreements" {...loanAgreements} />
    <Resource name="mous" {...mous} />
    <Resource name="adoptions" {...adoptions} />
    <Resource name="project-sponsorships" {...projectSponsorships} />
    <Resource name="payments" {...payments} />
    <Resource name="outbox" {...outbox} />
    <Resource name="people-group-links" {...peopleGroupLinks} />
    <Resource name="project-links" {...projectLinks} />
    <Resource name="reports" {...reports} />
    <Resource name="upg-stats" {...upgStats} />
    <Resource name="prayer-requests" {...prayerRequests} />
    <Resource name="testimonies" {...testimonies} />
    <Resource name="training-courses" {...trainingCourses} />
    <Resource name="training-files" {...trainingFiles} />
    <Resource name="simple-lists" {...simpleLists} />
    <Resource name="contacts" {...contacts} />
    <Resource name="contact-members" {...contactMembers} />
    <Resource name="audit-entries" {...auditEntries} />
  </Admin>
  </Directed>
  );
};

export const App = () => (
  <BrowserRouter>
    <Routes>
      <Route path={`${ADMIN_BASENAME}/*`} element={<AdminApp />} />
      <Route path="*" element={<Navigate to={ADMIN_BASENAME} replace />} />
    </Routes>
  </BrowserRouter>
);
