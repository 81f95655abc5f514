// A screen whose content later work fills: a real route with its title.
import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Paper, Typography } from '@reach/ui/mui';
import { PageTitle } from '../components/PageTitle';
import { JoshuaProjectCredit } from '../components/JoshuaProjectCredit';

export function Placeholder({ title, credit = false, children }: { title: string; credit?: boolean; children?: ReactNode }) {
  return (
    <>
      <PageTitle>{title}</PageTitle>
      {children}
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography color="text.secondary">
          <Trans>This screen is being built. Check back soon.</Trans>
        </Typography>
      </Paper>
      {credit && <JoshuaProjectCredit />}
    </>
  );
}
