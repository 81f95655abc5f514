import { Chip, Stack, Typography } from '@mui/material';
import { useRecordContext, type FieldProps } from 'react-admin';
import { roleName } from '@reach/ui/words';

/** RolesField shows a user's or an invite's roles by the names people read ("Regional Coordinator"). */
export const RolesField = ({ source = 'roles' }: FieldProps & { source?: string }) => {
  const record = useRecordContext();
  const roles = (record?.[source] ?? []) as string[];
  if (!roles.length) {
    return (
      <Typography component="span" variant="body2">
        -
      </Typography>
    );
  }
  return (
    <Stack direction="row" flexWrap="wrap" useFlexGap spacing={0.5} component="span">
      {roles.map((r) => (
        <Chip key={r} size="small" label={roleName(r)} />
      ))}
    </Stack>
  );
};
