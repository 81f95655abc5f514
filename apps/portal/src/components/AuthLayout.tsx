// The frame of the signed-out pages: logo and the language switcher, then a card of at most
// `width` px.
import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Box, Paper, Typography } from '@reach/ui/mui';
import { FORM_MAX_WIDTH } from '@reach/ui';
import { LanguageSwitcher } from '@reach/ui/language-switcher';
import { Logo } from './Logo';

export function AuthLayout({ title, subtitle, children, width = 460 }: { title: string; subtitle?: ReactNode; children: ReactNode; width?: number }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', px: 2, py: { xs: 3, md: 6 } }}>
      <Box sx={{ mb: 3, width: '100%', maxWidth: Math.min(width, FORM_MAX_WIDTH), display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Logo size={40} />
        <LanguageSwitcher />
      </Box>
      <Paper
        variant="outlined"
        sx={{ width: '100%', maxWidth: Math.min(width, FORM_MAX_WIDTH), p: { xs: 2.5, sm: 4 }, borderRadius: 2 }}
      >
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: subtitle ? 1 : 3 }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography component="div" color="text.secondary" sx={{ mb: 3 }}>
            {subtitle}
          </Typography>
        )}
        {children}
      </Paper>
    </Box>
  );
}

/** FormErrorSummary is the line a form with field errors shows. */
export function FormErrorSummary({ show }: { show: boolean }) {
  if (!show) return null;
  return (
    <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
      <Trans>Please correct the errors above</Trans>
    </Typography>
  );
}
