// Small pieces the report views share: the status chip, the type, the waiting time and what the
// report is about (its people group or holistic project).
import { Typography } from '@mui/material';
import { ReferenceField, TextField, useRecordContext, type FieldProps } from 'react-admin';
import { ChoiceField } from '../fields/ChoiceField';
import { STATUS_CHOICES, STATUS_COLORS, TYPE_CHOICES, waitedFor, waitedUntil } from './reportRules';

/** StatusField is the report's status as a chip in the status colour. */
export const StatusField = (_props: FieldProps) => <ChoiceField source="status" choices={STATUS_CHOICES} colors={STATUS_COLORS} />;

/** TypeField is the report's type by name. */
export const TypeField = (_props: FieldProps) => <ChoiceField source="reportType" choices={TYPE_CHOICES} />;

/** WaitedField is how long the report has waited since it was submitted (until its decision). */
export const WaitedField = (_props: { label?: string }) => {
  const record = useRecordContext();
  if (!record) return null;
  const text = waitedFor(record.submittedAt, waitedUntil(record));
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {text || '-'}
    </Typography>
  );
};

/** AboutField links the report's people group, or else its holistic project. */
export const AboutField = (_props: { label?: string }) => {
  const record = useRecordContext();
  if (!record) return null;
  if (record.peopleGroupId) {
    return (
      <ReferenceField source="peopleGroupId" reference="people-groups" link="show" emptyText="-" />
    );
  }
  if (record.holisticProjectId) {
    return (
      <ReferenceField source="holisticProjectId" reference="holistic-projects" link="show" emptyText="-">
        <TextField source="projectName" />
      </ReferenceField>
    );
  }
  return <Typography component="span" variant="body2">-</Typography>;
};
