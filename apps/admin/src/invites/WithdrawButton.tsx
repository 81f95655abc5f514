import CancelScheduleSendIcon from '@mui/icons-material/CancelScheduleSend';
import { DeleteButton, useRecordContext } from 'react-admin';

/** WithdrawButton is deleteInvite: only a pending invite can be withdrawn. */
export const WithdrawButton = ({ redirect = false }: { redirect?: string | false }) => {
  const record = useRecordContext();
  if (!record || record.status !== 'PENDING') return null;
  return (
    <DeleteButton
      label="Withdraw"
      icon={<CancelScheduleSendIcon />}
      mutationMode="pessimistic"
      confirmTitle="Withdraw the invite to %{recordRepresentation}?"
      confirmContent="The sign-up link in the invite mail will stop working."
      redirect={redirect}
    />
  );
};
