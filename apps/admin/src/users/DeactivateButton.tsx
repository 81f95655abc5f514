import PersonOffIcon from '@mui/icons-material/PersonOff';
import { BulkDeleteButton, DeleteButton, useRecordContext } from 'react-admin';

const CONFIRM_CONTENT =
  'They can no longer sign in and their open sessions end. Nothing is removed; you can reactivate them later.';

/** DeactivateButton is deleteUser, which deactivates the user (the schema keeps the account). */
export const DeactivateButton = ({ redirect = false }: { redirect?: string | false }) => {
  const record = useRecordContext();
  if (!record || record.active === false) return null;
  return (
    <DeleteButton
      label="Deactivate"
      icon={<PersonOffIcon />}
      mutationMode="pessimistic"
      confirmTitle="Deactivate %{recordRepresentation}?"
      confirmContent={CONFIRM_CONTENT}
      redirect={redirect}
    />
  );
};

export const BulkDeactivateButton = () => (
  <BulkDeleteButton
    label="Deactivate"
    icon={<PersonOffIcon />}
    mutationMode="pessimistic"
    confirmTitle="Deactivate the selected users?"
    confirmContent={CONFIRM_CONTENT}
  />
);
