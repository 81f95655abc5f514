import { SelectArrayInput, usePermissions, type SelectArrayInputProps } from 'react-admin';
import { roleChoicesFor } from '../choices';

/** RolesInput picks role names; admin and staff are offered only to those who may grant them. */
export const RolesInput = (props: Omit<SelectArrayInputProps, 'source' | 'choices'>) => {
  const { permissions } = usePermissions();
  return (
    <SelectArrayInput
      source="roles"
      choices={roleChoicesFor(permissions)}
      helperText="Only admins can grant the admin and staff roles."
      {...props}
    />
  );
};
