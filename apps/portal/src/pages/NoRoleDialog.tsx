// The dialog for a sign-in error 'has not been assigned a role' (spec/01 §6, §8).
// Its own chunk: the sign-in page loads it only when it shows.
import { Trans } from '@lingui/react/macro';
import { Button, Link } from '@reach/ui/mui';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@reach/ui/mui-menus';
import DialogContentText from '@mui/material/DialogContentText';

export default function NoRoleDialog({ supportEmail, onClose }: { supportEmail?: string | null; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} aria-labelledby="no-role-title">
      <DialogTitle id="no-role-title"><Trans>Please contact your administrator</Trans></DialogTitle>
      <DialogContent>
        <DialogContentText>
          {supportEmail ? (
            <Trans>
              We recognise your account, but it has not been assigned a role yet. Please contact your administrator at{' '}
              <Link href={`mailto:${supportEmail}`}>{supportEmail}</Link>.
            </Trans>
          ) : (
            <Trans>We recognise your account, but it has not been assigned a role yet. Please contact your administrator at your organisation.</Trans>
          )}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <Trans>OK</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}
