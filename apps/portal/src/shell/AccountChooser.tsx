// 'Choose Account', for a user with more than one account: AccountSelect.tsx decides and loads
// it then, so a person with one account never loads MUI's select.
import { Trans, useLingui } from '@lingui/react/macro';
import { FormControl, InputLabel } from '@reach/ui/mui-inputs';
import { MenuItem, Select } from '@reach/ui/mui-select';
import { useSession } from '../session/SessionContext';

export default function AccountChooser({ onDark = false }: { onDark?: boolean }) {
  const { accounts, contactId, selectAccount } = useSession();
  const { t } = useLingui();
  const value = accounts.some((a) => a.contactId === contactId) ? contactId! : accounts[0].contactId;
  const dark = onDark
    ? {
        color: '#fff',
        '& .MuiOutlinedInput-notchedOutline': { borderColor: 'rgba(255,255,255,0.5)' },
        '& .MuiSvgIcon-root': { color: '#fff' },
      }
    : {};
  return (
    <FormControl size="small" sx={{ minWidth: 180 }}>
      <InputLabel id="choose-account-label" sx={onDark ? { color: 'rgba(255,255,255,0.8)', '&.Mui-focused': { color: '#fff' } } : undefined}>
        <Trans>Choose Account</Trans>
      </InputLabel>
      <Select labelId="choose-account-label" label={t`Choose Account`} value={value} onChange={(e) => selectAccount(String(e.target.value))} sx={dark}>
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
