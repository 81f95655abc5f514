import CancelScheduleSendIcon from '@mui/icons-material/CancelScheduleSend';
import { DeleteButton, useRecordContext } from 'react-admin';

/** WithdrawButton is deleteInvite: only a pending invite can be withdrawn. */
export const WithdrawButton = ({ redirect = false }: { redirect?: string | false }) => {
  const record = useRecordContext();
  if (!record || record.status !== 'PENDING') return null;
  return (
    <DeleteButton
      label="reach.invites.withdraw"
      icon={<CancelScheduleSendIcon />}
      mutationMode="pessimistic"
      confirmTitle="reach.invites.withdraw_the_invite_to_recordrepresentation"
      confirmContent="reach.invites.the_sign_up_link_in_the"
      redirect={redirect}
    />
  );
};
