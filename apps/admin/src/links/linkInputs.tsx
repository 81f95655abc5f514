import {
  AutocompleteInput,
  DateInput,
  ReferenceInput,
  required,
  SelectInput,
} from 'react-admin';
import { LINK_ROLE_CHOICES } from '../choices';
import { dateTimeToDay, dayToDateTime } from '@reach/ui/dates';
import { peopleGroupName } from '@reach/ui/words';

/** contactOption shows a contact in a picker as its name and email. */
export const contactOption = (c: { fullName?: string; email?: string | null }) =>
  `${c.fullName}${c.email ? ` (${c.email})` : ''}`;

/** ContactInput picks a contact by searching its name or email (allContacts, q). */
export const ContactInput = ({
  filter,
  source = 'contactId',
  label = 'reach.links.contact',
}: {
  filter?: boolean;
  source?: string;
  label?: string;
}) => (
  <ReferenceInput source={source} reference="contacts">
    <AutocompleteInput
      label={label}
      optionText={contactOption}
      filterToQuery={(q: string) => ({ q })}
      validate={filter ? undefined : required('reach.links.select_contact')}
      sx={{ minWidth: 280 }}
    />
  </ReferenceInput>
);

/** RoleInput is the link's type. */
export const RoleInput = ({ filter }: { filter?: boolean }) => (
  <SelectInput
    source="type"
    label="reach.links.role"
    choices={LINK_ROLE_CHOICES}
    validate={filter ? undefined : required('reach.links.select_role')}
    sx={{ minWidth: 220 }}
  />
);

/** StartDateInput edits a DateTime as a day. */
export const StartDateInput = () => (
  <DateInput source="startDate" label="reach.links.start_date" format={dateTimeToDay} parse={dayToDateTime} />
);

const peopleGroupOption = (r: { nameInCountry?: string; nameAcrossCountries?: string; country?: string }) => peopleGroupName(r);

export const PeopleGroupInput = ({
  filter,
  source = 'peopleGroupId',
  label = 'reach.links.people_group',
}: {
  filter?: boolean;
  source?: string;
  label?: string;
}) => (
  <ReferenceInput source={source} reference="people-groups">
    <AutocompleteInput
      label={label}
      optionText={peopleGroupOption}
      filterToQuery={(q: string) => ({ q })}
      validate={filter ? undefined : required('reach.links.select_people_group')}
      sx={{ minWidth: 280 }}
    />
  </ReferenceInput>
);

export const ProjectInput = ({ filter, source = 'projectId', label = 'reach.links.project' }: { filter?: boolean; source?: string; label?: string }) => (
  <ReferenceInput source={source} reference="holistic-projects">
    <AutocompleteInput
      label={label}
      optionText="projectName"
      filterToQuery={(q: string) => ({ q })}
      validate={filter ? undefined : required('reach.links.select_project')}
      sx={{ minWidth: 280 }}
    />
  </ReferenceInput>
);
