import { useMediaQuery, type Theme } from '@mui/material';
import { Datagrid, List, NumberField, ReferenceField, SimpleList, TextField, TextInput } from 'react-admin';
import { PeopleGroupInput } from '../links/linkInputs';
import { intlLocale } from '../i18n';

const filters = [
  <PeopleGroupInput key="peopleGroupId" source="peopleGroupId" label="reach.upgStats.people_group" filter />,
  <TextInput key="quarter" source="quarter" label="reach.upgStats.quarter" helperText="reach.upgStats.quarter_example" alwaysOn />,
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
          <ReferenceField source="peopleGroupId" reference="people-groups" label="reach.upgStats.people_group" link="show" sortable={false} />
          <TextField source="quarter" label="reach.upgStats.quarter" />
          <NumberField locales={intlLocale()} source="numActiveAdoptions" label="reach.upgStats.adoptions" sortable={false} />
          <NumberField locales={intlLocale()} source="numFieldWorkers" label="reach.upgStats.field_workers" sortable={false} />
          <NumberField locales={intlLocale()} source="numHeardForFirstTime" label="reach.upgStats.heard" sortable={false} />
          <NumberField locales={intlLocale()} source="numSalvations" label="reach.upgStats.salvations" sortable={false} />
          <NumberField locales={intlLocale()} source="numWaterBaptisms" label="reach.upgStats.baptisms" sortable={false} />
          <NumberField locales={intlLocale()} source="numChurchesPlanted" label="reach.upgStats.churches" sortable={false} />
          <NumberField locales={intlLocale()} source="numMiracles" label="reach.upgStats.testimonies" sortable={false} />
        </Datagrid>
      )}
    </List>
  );
};
