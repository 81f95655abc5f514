import AddIcon from '@mui/icons-material/Add';
import { Box, Typography } from '@mui/material';
import {
  Button,
  Datagrid,
  DateField,
  Link,
  Pagination,
  ReferenceManyField,
  TextField,
  useCreatePath,
  useRecordContext,
  Translate,
} from 'react-admin';
import { LINK_ROLE_CHOICES } from '../choices';
import { ChoiceField } from '../fields/ChoiceField';
import { intlLocale } from '../i18n';

/**
 * LinksSection lists the contacts linked to the shown people group or project, with a button
 * that opens a new link already pointing at it.
 */
export const LinksSection = ({
  reference,
  target,
}: {
  reference: 'people-group-links' | 'project-links';
  target: 'peopleGroupId' | 'projectId';
}) => {
  const record = useRecordContext();
  const createPath = useCreatePath();
  if (!record) return null;
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          <Translate i18nKey="reach.links.linked_contacts" />
        </Typography>
        <Button
          component={Link}
          to={createPath({ resource: reference, type: 'create' })}
          state={{ record: { [target]: record.id } }}
          label="reach.links.add_link"
        >
          <AddIcon />
        </Button>
      </Box>
      <ReferenceManyField
        reference={reference}
        target={target}
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={10}
        pagination={<Pagination rowsPerPageOptions={[10]} />}
      >
        <Datagrid
          rowClick="edit"
          bulkActionButtons={false}
          empty={<Typography variant="body2"><Translate i18nKey="reach.links.no_linked_contacts_yet" /></Typography>}
        >
          <TextField source="contactName" label="reach.links.contact" />
          <ChoiceField source="type" label="reach.links.role" choices={LINK_ROLE_CHOICES} />
          <DateField locales={intlLocale()} source="startDate" label="reach.links.start" emptyText="-" />
        </Datagrid>
      </ReferenceManyField>
    </Box>
  );
};
