import { Alert } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

/**
 * InviteUrl says where the invite's sign-up link is: only in the mail to the person invited. The
 * link carries a one-time code that lets its holder take the invite's roles, so nobody else (staff
 * included) ever sees it; a person whose mail went astray is invited again.
 */
export const InviteUrl = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record || record.status !== 'PENDING') return null;
  return (
    <Alert severity="info" sx={{ width: '100%', maxWidth: 720 }} data-testid="invite-link-notice">
      {translate('reach.invites.link_notice', { email: record.email })}
    </Alert>
  );
};
