import ArchiveIcon from '@mui/icons-material/Archive';
import { DeleteButton, useRecordContext } from 'react-admin';

/**
 * ArchiveButton is deleteHolisticProject, which archives: the project leaves the giving site and
 * nothing is removed. Staff bring it back by setting its status to Active.
 */
export const ArchiveButton = ({ redirect = false }: { redirect?: string | false }) => {
  const record = useRecordContext();
  if (!record || record.status === 'ARCHIVED') return null;
  return (
    <DeleteButton
      label="Archive"
      icon={<ArchiveIcon />}
      mutationMode="pessimistic"
      confirmTitle="Archive %{recordRepresentation}?"
      confirmContent="The project leaves the giving site. Nothing is removed; set its status to Active to bring it back."
      redirect={redirect}
    />
  );
};
