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
      label="reach.holisticProjects.archive"
      icon={<ArchiveIcon />}
      mutationMode="pessimistic"
      confirmTitle="reach.holisticProjects.archive_recordrepresentation"
      confirmContent="reach.holisticProjects.the_project_leaves_the_giving_site"
      redirect={redirect}
    />
  );
};
