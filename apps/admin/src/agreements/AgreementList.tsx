import { Divider, useMediaQuery, type Theme } from '@mui/material';
import {
  CreateButton,
  Datagrid,
  DateField,
  FilterButton,
  FunctionField,
  List,
  NullableBooleanInput,
  NumberField,
  ReferenceField,
  SearchInput,
  SimpleList,
  TextField,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { DATE_TIME, shortDate } from '@reach/ui/dates';
import { labelOf } from '../choices';
import { ContactInput, PeopleGroupInput, ProjectInput } from '../links/linkInputs';
import { NameField, StatusField } from './AgreementParts';
import { signedSummary, STATUS_CHOICES } from './agreementRules';
import type { AgreementKind } from './kinds';
import { StatusTabs } from './StatusTabs';
import { intlLocale } from '../i18n';

// Filter inputs take `filter`: nothing is required in a filter. The status is the tabs' filter.
const filtersFor = (kind: AgreementKind) => [
  <SearchInput key="q" source="q" alwaysOn />,
  kind.type === 'LOAN_AGREEMENT' ? (
    <ProjectInput key="projectId" source="projectId" label="reach.agreements.project" filter />
  ) : (
    <PeopleGroupInput key="peopleGroupId" source="peopleGroupId" label="reach.agreements.people_group" filter />
  ),
  <ContactInput key="contactId" source="contactId" label="reach.agreements.party_contact" filter />,
  <NullableBooleanInput key="isTemplate" source="isTemplate" label="reach.agreements.template" trueLabel="reach.agreements.templates" falseLabel="reach.agreements.not_templates" />,
];

const ListActions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton />
  </TopToolbar>
);

/**
 * AgreementList lists one kind of agreement, last changed first, under status tabs with counts.
 * The columns fit a 1280 px wide screen beside the menu; narrow screens get a simple list.
 */
export const AgreementList = ({ kind }: { kind: AgreementKind }) => {
  const translate = useTranslate();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List filters={filtersFor(kind)} actions={<ListActions />} sort={{ field: 'updatedAt', order: 'DESC' }} perPage={25} exporter={false}>
      <StatusTabs />
      <Divider />
      {isSmall ? (
        <SimpleList
          primaryText={(r) => (r.isTemplate ? translate('reach.agreements.name_template', { name: r.name }) : r.name)}
          secondaryText={(r) => translate('reach.agreements.list_summary', { status: labelOf(STATUS_CHOICES, r.status), version: r.version, signed: signedSummary(r.parties) })}
          tertiaryText={(r) => shortDate(r.updatedAt)}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <NameField source="name" label="reach.agreements.name" />
          <NumberField locales={intlLocale()} source="version" label="reach.agreements.version" />
          <StatusField source="status" label="reach.agreements.status" />
          {kind.type === 'LOAN_AGREEMENT' ? (
            <ReferenceField source="projectId" reference="holistic-projects" label="reach.agreements.project" link="show" sortable={false} emptyText="-">
              <TextField source="projectName" />
            </ReferenceField>
          ) : (
            <ReferenceField source="peopleGroupId" reference="people-groups" label="reach.agreements.people_group" link="show" sortable={false} emptyText="-" />
          )}
          {kind.type === 'MOU' ? (
            <ReferenceField source="contactId" reference="contacts" label="reach.agreements.contact" link="show" sortable={false} emptyText="-">
              <TextField source="fullName" />
            </ReferenceField>
          ) : null}
          <FunctionField
            label="reach.agreements.signed"
            sortable={false}
            textAlign="right"
            render={(r) => signedSummary(r.parties)}
          />
          <DateField locales={intlLocale()} source="updatedAt" label="reach.agreements.updated" showTime options={DATE_TIME} />
        </Datagrid>
      )}
    </List>
  );
};
