// The dialog for a sign-in error 'has not been assigned a role' (spec/01 §6, §8).
// Its own chunk: the sign-in page loads it only when it shows.
import { Button, Link } from '@reach/ui/mui';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@reach/ui/mui-menus';
import DialogContentText from '@mui/material/DialogContentText';

export default function NoRoleDialog({ supportEmail, onClose }: { supportEmail?: string | null; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} aria-labelledby="no-role-title">
      <DialogTitle id="no-role-title">Please contact your administrator</DialogTitle>
      <DialogContent>
        <DialogContentText>
          We recognise your account, but it has not been assigned a role yet. Please contact your administrator at{' '}
          {supportEmail ? <Link href={`mailto:${supportEmail}`}>{supportEmail}</Link> : 'your organisation'}.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>OK</Button>
      </DialogActions>
    </Dialog>
  );
}
