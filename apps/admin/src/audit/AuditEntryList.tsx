import { useMediaQuery, type Theme } from '@mui/material';
import {
  AutocompleteInput,
  Datagrid,
  DateField,
  DateInput,
  FilterButton,
  FunctionField,
  List,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  TopToolbar,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { DATE_TIME } from '@reach/ui/dates';
import { ExportAllButton } from '../export/ExportAllButton';
import { intlLocale } from '../i18n';
import { AuditChanges } from './AuditChanges';
import { auditCsvColumns } from './auditCsv';
import { personName } from '../fields/PersonNameField';
import { AUDIT_KINDS, actorKey, kindLabel } from './kinds';

// from and until are days (UTC): until keeps its whole day. On a phone only the search stays
// open; the others are under "Add filter".
const auditFilters = (open: boolean) => [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="actorId" source="actorId" reference="users" alwaysOn={open}>
    <AutocompleteInput label="reach.audit.person" optionText="name" filterToQuery={(q: string) => ({ q })} />
  </ReferenceInput>,
  <SelectInput key="kind" source="kind" label="reach.audit.kind" choices={AUDIT_KINDS} alwaysOn={open} />,
  <DateInput key="from" source="from" label="reach.audit.from" alwaysOn={open} />,
  <DateInput key="until" source="until" label="reach.audit.until" alwaysOn={open} />,
];

const AuditListActions = () => (
  <TopToolbar>
    <FilterButton />
    <ExportAllButton columns={auditCsvColumns} filename="audit-trail" />
  </TopToolbar>
);

/** AuditEntryList is the audit trail, newest first; a row opens to show before → after. */
export const AuditEntryList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const translate = useTranslate();
  const kind = (r: RaRecord) => translate(kindLabel(r.kind), { _: r.kind });
  // a system actor (a scheduled backup) and an erased person are named in the staff member's language
  const actor = (r: RaRecord) => {
    const key = actorKey({ actorId: r.actorId, actorName: r.actorName });
    return (key ? translate(key) : personName(r.actorName, translate)) || '-';
  };
  const target = (r: RaRecord) => personName(r.targetLabel, translate) || r.targetId || '-';
  return (
    <List
      empty={false}
      filters={auditFilters(!isSmall)}
      actions={<AuditListActions />}
      sort={{ field: 'at', order: 'DESC' }}
      perPage={25}
      exporter={false}
    >
      {isSmall ? (
        <SimpleList
          primaryText={(r) => `${kind(r)} · ${target(r)}`}
          secondaryText={actor}
          tertiaryText={(r) => new Date(r.at).toLocaleString(intlLocale(), DATE_TIME)}
          linkType={false}
        />
      ) : (
        <Datagrid rowClick="expand" expand={<AuditChanges />} bulkActionButtons={false}>
          <DateField locales={intlLocale()} source="at" label="reach.audit.at" showTime options={DATE_TIME} />
          <FunctionField source="actorName" label="reach.audit.person" render={actor} />
          <FunctionField source="kind" label="reach.audit.kind" render={kind} />
          <FunctionField source="targetLabel" label="reach.audit.target" sortable={false} render={target} />
          <TextField source="ip" label="reach.audit.ip" sortable={false} emptyText="-" />
        </Datagrid>
      )}
    </List>
  );
};
