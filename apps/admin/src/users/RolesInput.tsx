import { SelectArrayInput, usePermissions, type SelectArrayInputProps } from 'react-admin';
import { roleChoicesFor } from '../choices';

/** RolesInput picks role names; admin and staff are offered only to those who may grant them. */
export const RolesInput = (props: Omit<SelectArrayInputProps, 'source' | 'choices'>) => {
  const { permissions } = usePermissions();
  return (
    <SelectArrayInput
      source="roles"
      choices={roleChoicesFor(permissions)}
      helperText="reach.users.only_admins_can_grant_the_admin"
      {...props}
    />
  );
};
