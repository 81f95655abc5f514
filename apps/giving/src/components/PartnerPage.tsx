import { lazy, Suspense, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { dropFirstPaint } from '@reach/ui/first-paint';
import { Link as RouterLink } from '@reach/ui/router';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Box, Link, Typography } from '@reach/ui/mui';
import { useGivingSession } from '../lib/session';
import { Steps } from './Steps';

// The selector (MUI's Select and menu) loads only for a user with several accounts.
const AccountSelect = lazy(() => import(/* webpackChunkName: "account-select" */ './AccountSelect'));
// The giving app's own page offers the language switcher in its header (in the portal the
// host's header has it).
const LanguageSwitcher = lazy(() => import(/* webpackChunkName: "language-switcher" */ '@reach/ui/language-switcher').then((m) => ({ default: m.LanguageSwitcher })));

export interface Crumb {
  /** label is a message (translated here) or a name from the data, shown as it is. */
  label: string | MessageDescriptor;
  to?: string;
}

export interface PartnerPageProps {
  title: string;
  crumbs?: Crumb[];
  /** steps and step show the flow's progress under the header. */
  steps?: MessageDescriptor[];
  step?: number;
  /** width is the content's widest (forms: 800). */
  maxWidth?: number;
  children: ReactNode;
}

/** PartnerPage is a partner-area page: the header (breadcrumbs, 'Choose Account'), a title, the steps, then the content. */
export function PartnerPage({ title, crumbs = [], steps, step, maxWidth = 1300, children }: PartnerPageProps) {
  const { accountSelect, accounts, standalone } = useGivingSession();
  const { t, i18n } = useLingui();
  const page = t`${title} · Reach`;
  useEffect(() => {
    document.title = page;
  }, [page]);
  // The server's first paint of this page's top gives way in the frame this
  // one first shows (before paint), at the same place: nothing moves.
  useLayoutEffect(dropFirstPaint, []);
  return (
    <Box sx={{ maxWidth, mx: 'auto' }}>
      <Box component="header" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        {crumbs.length > 0 ? (
          <Box component="nav" aria-label={t`breadcrumb`}>
            <Box component="ol" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', listStyle: 'none', p: 0, m: 0, color: 'text.secondary' }}>
              {crumbs.map((c, i) => {
                const label = typeof c.label === 'string' ? c.label : i18n._(c.label);
                return (
                <Box component="li" key={label} sx={{ display: 'flex', alignItems: 'center' }}>
                  {i > 0 && (
                    <Box component="span" aria-hidden sx={{ mx: 1 }}>
                      /
                    </Box>
                  )}
                  {c.to ? (
                    <Link component={RouterLink} to={c.to} color="inherit">
                      {label}
                    </Link>
                  ) : (
                    <Typography component="span" color="text.primary" aria-current="page">
                      {label}
                    </Typography>
                  )}
                </Box>
                );
              })}
            </Box>
          </Box>
        ) : (
          <span />
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, marginInlineStart: 'auto' }}>
          {accountSelect && accounts.length > 1 && (
            <Suspense fallback={null}>
              <AccountSelect />
            </Suspense>
          )}
          {standalone && (
            <Suspense fallback={null}>
              <LanguageSwitcher />
            </Suspense>
          )}
        </Box>
      </Box>
      <Typography variant="h4" component="h1" fontWeight={700} sx={{ mb: 2, fontSize: { xs: 26, md: 34 } }}>
        {title}
      </Typography>
      {steps && step !== undefined && <Steps steps={steps} active={step} />}
      {children}
    </Box>
  );
}

export const ADOPT_CRUMBS: Crumb[] = [
  { label: msg`Partner with Us`, to: '/partner' },
  { label: msg`Sponsor a Native Missionary`, to: '/partner/adopt-a-upg' },
];

export const PROJECT_CRUMBS: Crumb[] = [
  { label: msg`Partner with Us`, to: '/partner' },
  { label: msg`Fund a Holistic Project`, to: '/partner/sponsor-a-project' },
];
