import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import { useState } from 'react';
import { Button, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { doc, errorMessage, request } from '@reach/ui/graphql';
import type { ResendInviteMutation, ResendInviteMutationVariables } from '../generated/graphql';

const RESEND_INVITE = doc<ResendInviteMutation, ResendInviteMutationVariables>(/* GraphQL */ `mutation ResendInvite($id: ID!) { resendInvite(id: $id) { id status expiresAt } }`);

/**
 * SendAgainButton is resendInvite: a pending or expired invite is mailed again with a new link,
 * good for 14 days; the link mailed before stops working. The server refuses an accepted or
 * withdrawn invite with a message that shows as a notice.
 */
export const SendAgainButton = () => {
  const record = useRecordContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);
  if (!record || (record.status !== 'PENDING' && record.status !== 'EXPIRED')) return null;
  const send = async () => {
    setPending(true);
    try {
      await request(RESEND_INVITE, { id: String(record.id) }, { account: false });
      notify('reach.invites.sent_again', { type: 'success', messageArgs: { email: record.email } });
    } catch (e) {
      notify(errorMessage(e), { type: 'error' });
    } finally {
      setPending(false);
      refresh();
    }
  };
  return (
    <Button label="reach.invites.send_again" onClick={send} disabled={pending}>
      <ForwardToInboxIcon />
    </Button>
  );
};
