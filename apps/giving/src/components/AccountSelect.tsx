// 'Choose Account' (spec/01 §2 page header, §6): only when the user has more
// than one account. Choosing one stores localStorage.contactId.
import { Trans, useLingui } from '@lingui/react/macro';
import { FormControl, InputLabel } from '@reach/ui/mui-inputs';
import { MenuItem, Select } from '@reach/ui/mui-select';
import { useGivingSession } from '../lib/session';

export default function AccountSelect() {
  const { t } = useLingui();
  const { accounts, contactId, selectAccount, accountSelect } = useGivingSession();
  if (!accountSelect || accounts.length <= 1) return null;
  const value = accounts.some((a) => a.contactId === contactId) ? contactId! : accounts[0].contactId;
  return (
    <FormControl size="small" sx={{ minWidth: 200 }}>
      <InputLabel id="giving-choose-account">
        <Trans>Choose Account</Trans>
      </InputLabel>
      <Select labelId="giving-choose-account" label={t`Choose Account`} value={value} onChange={(e) => selectAccount(String(e.target.value))}>
        {accounts.map((a) => (
          <MenuItem key={a.contactId} value={a.contactId}>
            {a.label}
            {a.label === 'My Organization' ? ` (${a.fullName})` : ''}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
