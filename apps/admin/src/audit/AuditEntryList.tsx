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
} from 'react-admin';
import { DATE_TIME } from '@reach/ui/dates';
import { ExportAllButton } from '../export/ExportAllButton';
import { intlLocale } from '../i18n';
import { AuditChanges } from './AuditChanges';
import { auditCsvColumns } from './auditCsv';
import { AUDIT_KINDS, kindLabel } from './kinds';

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
  const kind = (r: { kind?: string }) => translate(kindLabel(r.kind), { _: r.kind });
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
          primaryText={(r) => `${kind(r)} · ${r.targetLabel || r.targetId}`}
          secondaryText={(r) => r.actorName || '-'}
          tertiaryText={(r) => new Date(r.at).toLocaleString(intlLocale(), DATE_TIME)}
          linkType={false}
        />
      ) : (
        <Datagrid rowClick="expand" expand={<AuditChanges />} bulkActionButtons={false}>
          <DateField locales={intlLocale()} source="at" label="reach.audit.at" showTime options={DATE_TIME} />
          <TextField source="actorName" label="reach.audit.person" emptyText="-" />
          <FunctionField source="kind" label="reach.audit.kind" render={kind} />
          <TextField source="targetLabel" label="reach.audit.target" sortable={false} emptyText="-" />
          <TextField source="ip" label="reach.audit.ip" sortable={false} emptyText="-" />
        </Datagrid>
      )}
    </List>
  );
};
