// SignOutWarning asks before a sign-out deletes reports still waiting to be sent from this device
// (docs/offline.md, "Shared devices").
import { plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Typography } from '@reach/ui/mui';
import { Dialog, DialogActions, DialogContent } from '@reach/ui/mui-menus';

export interface SignOutWarningProps {
  count: number;
  onAnswer: (signOut: boolean) => void;
}

/** waitingText is the warning's question for count reports. */
export function waitingText(count: number): string {
  return plural(count, {
    one: '# report is waiting to be sent. Sign out anyway?',
    other: '# reports are waiting to be sent. Sign out anyway?',
  });
}

export default function SignOutWarning({ count, onAnswer }: SignOutWarningProps) {
  return (
    <Dialog open onClose={() => onAnswer(false)} aria-describedby="sign-out-warning" data-testid="sign-out-warning">
      <DialogContent>
        <Typography id="sign-out-warning" fontWeight={600}>
          {waitingText(count)}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          <Trans>Signing out deletes them from this device, with everything else of yours kept here.</Trans>
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onAnswer(false)} autoFocus>
          <Trans>Stay signed in</Trans>
        </Button>
        <Button color="error" variant="contained" onClick={() => onAnswer(true)}>
          <Trans>Sign Out</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}
