// 'Choose Account' in the shell: nothing for a person with one account; with more, the chooser
// (AccountChooser.tsx, a chunk of its own with MUI's select).
import { lazy, Suspense } from 'react';
import { Box } from '@reach/ui/mui';
import { useSession } from '../session/SessionContext';

const AccountChooser = lazy(() => import(/* webpackChunkName: "account-chooser" */ './AccountChooser'));

export function AccountSelect({ onDark = false }: { onDark?: boolean }) {
  const { accounts } = useSession();
  if (accounts.length <= 1) return null;
  return (
    <Suspense fallback={<Box sx={{ minWidth: 180, height: 40 }} />}>
      <AccountChooser onDark={onDark} />
    </Suspense>
  );
}
