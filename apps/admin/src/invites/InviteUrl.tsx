import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Box, Button, TextField as MuiTextField } from '@mui/material';
import { useNotify, useRecordContext } from 'react-admin';

/** InviteUrl shows the sign-up link of a pending invite, ready to copy into a message. */
export const InviteUrl = () => {
  const record = useRecordContext();
  const notify = useNotify();
  if (!record?.url) return null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(record.url);
      notify('Invite link copied', { type: 'info' });
    } catch {
      notify('Select the link and copy it', { type: 'warning' });
    }
  };
  return (
    <Box sx={{ width: '100%', maxWidth: 720 }}>
      {record.status === 'PENDING' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          The invite was mailed to {record.email}. You can also send them this sign-up link:
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <MuiTextField
          label="Invite link"
          value={record.url}
          fullWidth
          size="small"
          slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'invite-url' } }}
          onFocus={(event) => event.target.select()}
        />
        <Button startIcon={<ContentCopyIcon />} onClick={copy} variant="outlined">
          Copy
        </Button>
      </Box>
    </Box>
  );
};
