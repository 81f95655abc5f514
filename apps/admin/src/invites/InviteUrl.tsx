import { Alert } from '@mui/material';
import { useRecordContext } from 'react-admin';

/**
 * InviteUrl says where the invite's sign-up link is: only in the mail to the person invited. The
 * link carries a one-time code that lets its holder take the invite's roles, so nobody else (staff
 * included) ever sees it; a person whose mail went astray is invited again.
 */
export const InviteUrl = () => {
  const record = useRecordContext();
  if (!record || record.status !== 'PENDING') return null;
  return (
    <Alert severity="info" sx={{ width: '100%', maxWidth: 720 }} data-testid="invite-link-notice">
      The invite was mailed to {record.email}. Its sign-up link is for them alone and is not shown here. If
      the mail did not arrive, withdraw this invite and invite them again.
    </Alert>
  );
};
