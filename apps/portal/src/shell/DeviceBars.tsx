// The bars of the portal on the device (device.ts, whose chunk they share), at the foot of
// every portal page: "You are offline" while the browser is, and "A new version of Reach is
// ready — Reload" while a new build's service worker waits. Their small catalog ("device",
// lingui.config.js) loads when one of them shows; they render in a root of their own.
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Trans } from '@lingui/react/macro';
import { Box, Button } from '@reach/ui/mui';
import { LanguageProvider, registerCatalog, type CatalogLoader } from '@reach/ui/i18n';
import { ThemeRoot } from '@reach/ui/direction';
import { reload, subscribe, type DeviceState } from './device';

const loadDeviceCatalog: CatalogLoader = (lang) => import(`../locales/device/${lang}.po`);

const bar = {
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 'snackbar',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexWrap: 'wrap',
  gap: 1,
  px: 2,
  py: 1,
  typography: 'body2',
  fontWeight: 600,
  boxShadow: 6,
} as const;

export function DeviceBars({ state }: { state: DeviceState }) {
  const [busy, setBusy] = useState(false);
  if (state.waiting) {
    return (
      <Box role="status" data-testid="new-version-bar" sx={{ ...bar, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        <Trans>
          A new version of Reach is ready —{' '}
          <Button
            variant="contained"
            color="inherit"
            size="small"
            disabled={busy}
            onClick={() => {
              setBusy(true);
              reload();
            }}
            sx={{ color: 'primary.main', bgcolor: 'common.white' }}
          >
            Reload
          </Button>
        </Trans>
      </Box>
    );
  }
  if (state.offline) {
    return (
      <Box role="status" data-testid="offline-bar" sx={{ ...bar, bgcolor: 'grey.900', color: 'common.white' }}>
        <Trans>You are offline</Trans>
      </Box>
    );
  }
  return null;
}

function Bars() {
  const [state, setState] = useState<DeviceState | null>(null);
  useEffect(() => subscribe(setState), []);
  return state ? <DeviceBars state={state} /> : null;
}

/** mount renders the bars in a root of their own, once their catalog is loaded. */
export async function mount() {
  await registerCatalog('portal-device', loadDeviceCatalog);
  const el = document.createElement('div');
  el.id = 'device-bars';
  document.body.appendChild(el);
  createRoot(el).render(
    <LanguageProvider>
      <ThemeRoot>
        <Bars />
      </ThemeRoot>
    </LanguageProvider>,
  );
}
