import LinkOffIcon from '@mui/icons-material/LinkOff';
import { DeleteButton } from 'react-admin';

/** RemoveLinkButton deletes a link (the contact keeps everything else). */
export const RemoveLinkButton = ({ redirect = false }: { redirect?: string | false }) => (
  <DeleteButton
    label="Remove"
    icon={<LinkOffIcon />}
    mutationMode="pessimistic"
    confirmTitle="Remove the link of %{recordRepresentation}?"
    confirmContent="The contact loses this role and what it shows them in the portal."
    redirect={redirect}
  />
);
