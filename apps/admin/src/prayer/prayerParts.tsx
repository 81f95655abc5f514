import { Typography } from '@mui/material';
import {
  DeleteButton,
  ReferenceField,
  SaveButton,
  TextField,
  TextInput,
  Toolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { labelOf, REPORT_TYPE_CHOICES } from '../choices';
import { PeopleGroupInput, ProjectInput } from '../links/linkInputs';

export const NEEDS_GROUP_OR_PROJECT = 'reach.validation.select_group_or_project';

/**
 * validateGroupOrProject: a prayer request or testimony has a text and names a people group or a
 * project (form-level, as react-admin does not mix it with input-level validation).
 */
export const validateGroupOrProject = (values: Record<string, unknown>) => {
  const errors: Record<string, string> = {};
  if (!String(values.desc ?? '').trim()) errors.desc = 'reach.validation.required';
  if (!values.peopleGroupId && !values.holisticProjectId) {
    errors.peopleGroupId = NEEDS_GROUP_OR_PROJECT;
    errors.holisticProjectId = NEEDS_GROUP_OR_PROJECT;
  }
  return errors;
};

/** DescInput is the text of the request or testimony. */
export const DescInput = () => (
  <TextInput
    source="desc"
    label="reach.prayer.text"
    multiline
    minRows={3}
    fullWidth
  />
);

/** WhereInputs are the people group and the project it is about. */
export const WhereInputs = () => (
  <>
    <PeopleGroupInput filter />
    <ProjectInput filter source="holisticProjectId" label="reach.prayer.holistic_project" />
  </>
);

/** prayerFilters: search, people group, project. */
export const prayerFilters = [
  <TextInput key="q" source="q" label="reach.prayer.search" alwaysOn />,
  <PeopleGroupInput key="peopleGroupId" source="peopleGroupId" label="reach.prayer.people_group" filter />,
  <ProjectInput key="holisticProjectId" source="holisticProjectId" label="reach.prayer.holistic_project" filter />,
];

/** Excerpt shows the first lines of a long text in a list. */
export const Excerpt = ({ source }: { source: string; label?: string; sortable?: boolean }) => {
  const record = useRecordContext();
  const text = String(record?.[source] ?? '');
  return (
    <Typography
      variant="body2"
      sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', maxWidth: 520 }}
    >
      {text}
    </Typography>
  );
};

/** Where names the people group or the project (or both) of a record. */
export const Where = (_props: { label?: string }) => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <>
      {record.peopleGroupId ? (
        <ReferenceField source="peopleGroupId" reference="people-groups" link="show" />
      ) : null}
      {record.peopleGroupId && record.holisticProjectId ? ' · ' : null}
      {record.holisticProjectId ? (
        <ReferenceField source="holisticProjectId" reference="holistic-projects" link="show">
          <TextField source="projectName" />
        </ReferenceField>
      ) : null}
    </>
  );
};

/** ReportTypeField names the report a record came from, or "Staff" when staff entered it. */
export const ReportTypeField = (_props: { label?: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  return <>{record?.reportType ? labelOf(REPORT_TYPE_CHOICES, record.reportType) : translate('reach.prayer.staff')}</>;
};

export const EditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteButton mutationMode="pessimistic" />
  </Toolbar>
);
