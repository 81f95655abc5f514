import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import { Box, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, useGetIdentity, useNotify, usePermissions, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { doc, errorMessage, request } from '@reach/ui/graphql';
import type { ErasePersonMutation, ErasePersonMutationVariables } from '../generated/graphql';
import { mayErase, mayEraseContact } from './userRules';

const ERASE = doc<ErasePersonMutation, ErasePersonMutationVariables>(/* GraphQL */ `
  mutation ErasePerson($userId: ID, $contactId: ID, $confirmEmail: String!, $reason: String!) {
    erasePerson(userId: $userId, contactId: $contactId, confirmEmail: $confirmEmail, reason: $reason) { id giftsKept agreementsKept mailRemoved }
  }
`);

/**
 * EraseButton is erasePerson for the user (the user's edit page) or the individual contact (the
 * contact's page) on the page: admins only, never their own account. Its dialog says what goes
 * and what stays, and asks for the person's email, typed (a contact without one: their full
 * name), and a reason (docs/operations.md, "Erasing a person").
 */
export const EraseButton = ({ of = 'user' }: { of?: 'user' | 'contact' }) => {
  const record = useRecordContext();
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [confirmEmail, setConfirmEmail] = useState('');
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState(false);
  const viewer = { id: identity?.id, permissions };
  if (of === 'user' ? !mayErase(record, viewer) : !mayEraseContact(record, viewer)) return null;
  const name = String((of === 'user' ? record?.name : record?.fullName) ?? '');
  const email = String(record?.email ?? '');
  const close = () => {
    setOpen(false);
    setConfirmEmail('');
    setReason('');
  };
  const erase = async () => {
    setPending(true);
    try {
      const d = await request(ERASE, of === 'user' ? { userId: String(record!.id), confirmEmail, reason } : { contactId: String(record!.id), confirmEmail, reason }, { account: false });
      notify('reach.erase.done', {
        type: 'success',
        messageArgs: { gifts: d.erasePerson.giftsKept, agreements: d.erasePerson.agreementsKept, mail: d.erasePerson.mailRemoved },
      });
      close();
      refresh();
    } catch (e) {
      notify(errorMessage(e), { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  const ready = confirmEmail.trim() !== '' && reason.trim() !== '';
  return (
    <>
      <Button label="reach.erase.button" color="error" onClick={() => setOpen(true)}>
        <DeleteForeverIcon />
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby="erase-title" maxWidth="sm" fullWidth>
        <DialogTitle id="erase-title">{translate('reach.erase.title', { name })}</DialogTitle>
        <DialogContent>
          <Typography variant="subtitle2">{translate('reach.erase.what_goes_title')}</Typography>
          <Typography variant="body2" gutterBottom>{translate('reach.erase.what_goes')}</Typography>
          <Typography variant="subtitle2">{translate('reach.erase.what_stays_title')}</Typography>
          <Typography variant="body2" gutterBottom>{translate('reach.erase.what_stays')}</Typography>
          <Typography variant="body2" color="error" gutterBottom>{translate('reach.erase.cannot_be_undone')}</Typography>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, mt: 2 }}>
            <TextField
              label={email ? translate('reach.erase.confirm_email', { email }) : translate('reach.erase.confirm_name', { name })}
              value={confirmEmail}
              onChange={(e) => setConfirmEmail(e.target.value)}
              autoComplete="off"
              inputProps={{ 'data-testid': 'erase-confirm-email' }}
            />
            <TextField
              label={translate('reach.erase.reason')}
              helperText={translate('reach.erase.reason_helper')}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              multiline
              minRows={2}
              inputProps={{ maxLength: 1000, 'data-testid': 'erase-reason' }}
            />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={close} disabled={pending} />
          <Button label="reach.erase.confirm" color="error" variant="contained" onClick={erase} disabled={pending || !ready}>
            <DeleteForeverIcon />
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
