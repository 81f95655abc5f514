import { useMediaQuery, type Theme } from '@mui/material';
import { Datagrid, List, NumberField, ReferenceField, SimpleList, TextField, TextInput } from 'react-admin';
import { PeopleGroupInput } from '../links/linkInputs';

const filters = [
  <PeopleGroupInput key="peopleGroupId" source="peopleGroupId" label="People group" filter />,
  <TextInput key="quarter" source="quarter" label="Quarter" helperText="e.g. 2026.Q3" alwaysOn />,
];

// The list shows the counts the portal's status flags read; the form has all eleven.
export const UpgStatsList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List filters={filters} sort={{ field: 'quarter', order: 'DESC' }} perPage={25}>
      {isSmall ? (
        <SimpleList
          primaryText={(r) => r.quarter}
          secondaryText={(r) => `${r.numSalvations} salvations · ${r.numChurchesPlanted} churches`}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <ReferenceField source="peopleGroupId" reference="people-groups" label="People group" link="show" sortable={false} />
          <TextField source="quarter" label="Quarter" />
          <NumberField source="numActiveAdoptions" label="Adoptions" sortable={false} />
          <NumberField source="numFieldWorkers" label="Field workers" sortable={false} />
          <NumberField source="numHeardForFirstTime" label="Heard" sortable={false} />
          <NumberField source="numSalvations" label="Salvations" sortable={false} />
          <NumberField source="numWaterBaptisms" label="Baptisms" sortable={false} />
          <NumberField source="numChurchesPlanted" label="Churches" sortable={false} />
          <NumberField source="numMiracles" label="Testimonies" sortable={false} />
        </Datagrid>
      )}
    </List>
  );
};
