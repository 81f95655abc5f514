import PersonOffIcon from '@mui/icons-material/PersonOff';
import { BulkDeleteButton, DeleteButton, useGetIdentity, usePermissions, useRecordContext, type RaRecord } from 'react-admin';
import { mayDeactivate } from './userRules';

const CONFIRM_CONTENT =
  'They can no longer sign in and their open sessions end. Nothing is removed; you can reactivate them later.';

/** useMayDeactivate answers, for a user record, whether the signed-in staff member may deactivate it. */
export const useMayDeactivate = () => {
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions();
  return (record: RaRecord | null | undefined) => mayDeactivate(record, { id: identity?.id, permissions });
};

/**
 * DeactivateButton is deleteUser, which deactivates the user (the schema keeps the account). It
 * shows only where the server would accept it (userRules.ts).
 */
export const DeactivateButton = ({ redirect = false }: { redirect?: string | false }) => {
  const record = useRecordContext();
  const may = useMayDeactivate();
  if (!may(record)) return null;
  return (
    <DeleteButton
      label="reach.users.deactivate"
      icon={<PersonOffIcon />}
      mutationMode="pessimistic"
      confirmTitle="reach.users.deactivate_recordrepresentation"
      confirmContent={CONFIRM_CONTENT}
      redirect={redirect}
    />
  );
};

export const BulkDeactivateButton = () => (
  <BulkDeleteButton
    label="reach.users.deactivate"
    icon={<PersonOffIcon />}
    mutationMode="pessimistic"
    confirmTitle="reach.users.deactivate_the_selected_users"
    confirmContent={CONFIRM_CONTENT}
  />
);
