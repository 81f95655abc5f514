// The frame of every report form and view (spec/03 §2, §9; issue 13): breadcrumbs, at most 800 px
// wide, "Reports cover the last 3 months" (not on proposals nor training event reports, which are
// about a project to come and one event: covers={false}), sections, and skeletons while loading.
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from '@reach/ui/router';
import { Box, Link, Paper, Typography } from '@reach/ui/mui';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { MSG } from './messages';

export const FORM_MAX_WIDTH = 800;

export interface Crumb {
  label: string;
  to?: string;
}

export function ReportFrame({ crumbs, title, status, children, covers = true }: { crumbs: Crumb[]; title: string; status?: ReactNode; children: ReactNode; covers?: boolean }) {
  const { t } = useLingui();
  if (typeof document !== 'undefined') document.title = `${title} · Reach`;
  return (
    <Box sx={{ maxWidth: FORM_MAX_WIDTH, mx: 'auto', width: '100%' }}>
      <Breadcrumbs sx={{ mb: 1.5 }} aria-label={t`breadcrumb`}>
        {crumbs.map((c) =>
          c.to ? (
            <Link key={c.label} component={RouterLink} to={c.to} underline="hover" color="inherit">
              {c.label}
            </Link>
          ) : (
            <Typography key={c.label} color="text.primary">
              {c.label}
            </Typography>
          ),
        )}
      </Breadcrumbs>
      <Stack direction="row" spacing={1.5} alignItems="center" flexWrap="wrap" useFlexGap sx={{ mb: covers ? 0.5 : 2 }}>
        <Typography variant="h5" component="h1" fontWeight={700}>
          {title}
        </Typography>
        {status}
      </Stack>
      {covers && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {MSG.coversLast3Months}
        </Typography>
      )}
      {children}
    </Box>
  );
}

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
      <Typography variant="h6" component="h2" fontWeight={700} sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
    </Paper>
  );
}

/** FormSkeleton stands in for a form while it loads. */
export function FormSkeleton({ sections = 2 }: { sections?: number }) {
  const { t } = useLingui();
  return (
    <Box sx={{ maxWidth: FORM_MAX_WIDTH, mx: 'auto' }} data-testid="form-skeleton" aria-busy="true" aria-label={t`Loading report`}>
      <Skeleton width={260} height={24} />
      <Skeleton width={340} height={44} />
      {Array.from({ length: sections }, (_, i) => (
        <Paper key={i} variant="outlined" sx={{ p: 3, mb: 2 }}>
          <Skeleton width={160} height={32} />
          <Skeleton height={40} />
          <Skeleton height={40} />
          <Skeleton height={40} width="60%" />
        </Paper>
      ))}
    </Box>
  );
}
