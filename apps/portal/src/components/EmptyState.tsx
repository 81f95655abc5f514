import type { ReactNode } from 'react';
import { Paper, Typography } from '@reach/ui/mui';

/** EmptyState is what a list shows when it has nothing (spec/02 §8 "Empty states"). */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
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
