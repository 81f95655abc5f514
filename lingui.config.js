// Lingui's configuration for the portal, the giving app and @reach/ui (the back office speaks
// through react-admin's own polyglot provider: apps/admin/src/i18n). Messages are ICU
// MessageFormat, written in English in the code with Lingui's macros (`t`, `<Trans>`,
// `<Plural>`), extracted with `pnpm i18n:extract` into gettext PO catalogs, one per area and
// language, and compiled at build time (@lingui/loader): a page downloads only its language's
// catalog of the areas it shows. docs/languages.md.
const { formatter } = require('@lingui/format-po');

// PORTAL_PUBLIC are the portal files every signed-out page runs (the start, the session, the
// giving site's shell): their messages are the portal's small "public" catalog, which the giving
// pages load too; every other portal file's are in "auth", "app" or "reports".
const PORTAL_PUBLIC = [
  'App.tsx',
  'bootstrap.tsx',
  'session',
  'components/AuthLayout.tsx',
  'components/Loading.tsx',
  'components/Logo.tsx',
  'components/Notify.tsx',
  'components/NoticeSnackbar.tsx',
  'routing/AppRoutes.tsx',
  'shell/PublicPartner.tsx',
  'shell/RemotePartner.tsx',
  'shell/RemoteFailed.tsx',
].map((p) => `<rootDir>/apps/portal/src/${p}`);

// PORTAL_AUTH are the account pages (sign-in, sign-up, password help, the email change): the
// "auth" catalog, loaded with those pages, so that the giving pages' first load does not carry
// their messages (the 150 KB budget, docs/benchmarks.md).
const PORTAL_AUTH = [
  'pages/SignIn.tsx',
  'pages/SignUp.tsx',
  'pages/ForgotPassword.tsx',
  'pages/ResetPassword.tsx',
  'pages/signInErrors.ts',
  'pages/NoRoleDialog.tsx',
  'pages/botCheck.ts',
  'pages/google.ts',
  'pages/email/ConfirmEmailChange.tsx',
].map((p) => `<rootDir>/apps/portal/src/${p}`);

// PORTAL_REPORTS are the report forms and their kit: the "reports" catalog, loaded with the
// signed-in routes beside "app".
const PORTAL_REPORTS = ['reports', 'pages/trainingReports', 'pages/holistic', 'pages/upgs/reports'].map(
  (p) => `<rootDir>/apps/portal/src/${p}`,
);

// PORTAL_DEVICE are the offline and new-version bars (shell/DeviceBars.tsx): the "device"
// catalog, loaded with the bars when one shows, so no page's first load carries it.
const PORTAL_DEVICE = ['shell/DeviceBars.tsx'].map((p) => `<rootDir>/apps/portal/src/${p}`);

// GIVING_FLOW are the giving pages after a list (the gift's steps, the payment redirect, the
// success pages): their messages are the "giving-flow" catalog, loaded with those pages, so
// that the lists' first load carries only the "giving" catalog (its 150 KB budget,
// docs/benchmarks.md).
const GIVING_FLOW = [
  'pages/FundingDetails.tsx',
  'pages/AdoptUpg.tsx',
  'pages/AdoptRedirect.tsx',
  'pages/AdoptSuccess.tsx',
  'pages/ProjectDetails.tsx',
  'pages/ProjectImpact.tsx',
  'pages/HolisticFund.tsx',
  'pages/ProjectRedirect.tsx',
  'pages/ProjectSuccess.tsx',
  'components/SuccessPage.tsx',
  'components/GiftSummary.tsx',
  'components/GroupSummary.tsx',
  'components/AmountField.tsx',
  'lib/afterGift.ts',
  'lib/payment.ts',
  'lib/levels.ts',
  'lib/messages.ts',
].map((p) => `<rootDir>/apps/giving/src/${p}`);

/** LOCALES are languages.json's codes and the pseudo-locale (backend/internal/i18n). */
const LOCALES = [...require('./backend/internal/i18n/languages.json').map((l) => l.code), 'en-XA'];

module.exports = {
  sourceLocale: 'en',
  locales: LOCALES,
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
  catalogs: [
    { path: '<rootDir>/packages/ui/src/locales/{locale}', include: ['<rootDir>/packages/ui/src'] },
    { path: '<rootDir>/apps/portal/src/locales/public/{locale}', include: PORTAL_PUBLIC },
    { path: '<rootDir>/apps/portal/src/locales/auth/{locale}', include: PORTAL_AUTH },
    {
      path: '<rootDir>/apps/portal/src/locales/app/{locale}',
      include: ['<rootDir>/apps/portal/src'],
      // a folder is excluded with what it holds
      exclude: [...[...PORTAL_PUBLIC, ...PORTAL_AUTH, ...PORTAL_REPORTS, ...PORTAL_DEVICE].flatMap((p) => [p, `${p}/**`]), '**/*.test.*'],
    },
    { path: '<rootDir>/apps/portal/src/locales/reports/{locale}', include: PORTAL_REPORTS, exclude: ['**/*.test.*'] },
    { path: '<rootDir>/apps/portal/src/locales/device/{locale}', include: PORTAL_DEVICE },
    {
      path: '<rootDir>/apps/giving/src/locales/{locale}',
      include: ['<rootDir>/apps/giving/src'],
      exclude: [...GIVING_FLOW, '**/*.test.*'],
    },
    { path: '<rootDir>/apps/giving/src/locales/flow/{locale}', include: GIVING_FLOW },
  ],
};
