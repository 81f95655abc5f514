import SendIcon from '@mui/icons-material/Send';
import { useState } from 'react';
import { Button, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { doc, errorMessage, request } from '@reach/ui/graphql';
import type { ResendOutboxMailMutation, ResendOutboxMailMutationVariables } from '../generated/graphql';

const RESEND = doc<ResendOutboxMailMutation, ResendOutboxMailMutationVariables>(/* GraphQL */ `mutation ResendOutboxMail($id: ID!) { resendOutboxMail(id: $id) { id status } }`);

/**
 * ResendButton sends a mail that failed for good again (a FAILED mail no longer waiting for an
 * automatic retry). The server refuses any other mail, and every mail without SMTP, with a
 * message that shows as a notice.
 */
export const ResendButton = () => {
  const record = useRecordContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);
  if (!record || record.status !== 'FAILED' || record.nextAttemptAt) return null;
  const resend = async () => {
    setPending(true);
    try {
      await request(RESEND, { id: String(record.id) }, { account: false });
      notify('reach.outbox.queued_again', { type: 'success', messageArgs: { to: record.to } });
    } catch (e) {
      notify(errorMessage(e), { type: 'error' });
    } finally {
      setPending(false);
      refresh();
    }
  };
  return (
    <Button label="reach.outbox.resend" onClick={resend} disabled={pending}>
      <SendIcon />
    </Button>
  );
};
