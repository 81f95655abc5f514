import { Trans } from '@lingui/react/macro';
import { Link, Typography } from '@reach/ui/mui';

/** JoshuaProjectCredit credits Joshua Project wherever its people group data shows. */
export function JoshuaProjectCredit() {
  return (
    <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 4 }}>
      <Trans>
        People group data:{' '}
        <Link href="https://joshuaproject.net" target="_blank" rel="noopener noreferrer" underline="always">
          Joshua Project
        </Link>
        .
      </Trans>
    </Typography>
  );
}
