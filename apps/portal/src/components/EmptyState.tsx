import type { ReactNode } from 'react';
import { Paper, Typography } from '@reach/ui/mui';
import { isForbidden } from '../data/useGql';
import { ErrorPanel } from './ErrorPanel';

/**
 * EmptyState is what a list shows when it has nothing (spec/02 §8 "Empty states"). A list the
 * user may not read (error: 'Insufficient permissions') is not empty: it shows that notice
 * instead, never both.
 */
export function EmptyState({ title, error, children }: { title: string; error?: Error | null; children?: ReactNode }) {
  if (error && isForbidden(error)) return <ErrorPanel error={error} />;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }} data-testid="empty-state">
      <Typography variant="h6" component="p" fontWeight={600} color="text.secondary">
        {title}
      </Typography>
      {children && (
        <Typography component="div" color="text.secondary" sx={{ mt: 1 }}>
          {children}
        </Typography>
      )}
    </Paper>
  );
}
