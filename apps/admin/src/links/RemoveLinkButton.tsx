import LinkOffIcon from '@mui/icons-material/LinkOff';
import { DeleteButton } from 'react-admin';

/** RemoveLinkButton deletes a link (the contact keeps everything else). */
export const RemoveLinkButton = ({ redirect = false }: { redirect?: string | false }) => (
  <DeleteButton
    label="reach.links.remove"
    icon={<LinkOffIcon />}
    mutationMode="pessimistic"
    confirmTitle="reach.links.remove_the_link_of_recordrepresentation"
    confirmContent="reach.links.the_contact_loses_this_role_and"
    redirect={redirect}
  />
);
