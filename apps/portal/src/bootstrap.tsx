import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { getAuthToken } from '@reach/ui/session';
import { dropFirstPaint } from '@reach/ui/first-paint';
import { detectLanguage, registerCatalog, setLanguage } from '@reach/ui/i18n';
import { loadUiCatalog } from '@reach/ui/catalog';
import { App } from './App';
import { loadPublicCatalog } from './locales/catalogs';
import { startSession } from './session/SessionContext';

// The server's first paint of a public giving page has the signed-out header:
// a signed-in visitor waits for the portal's own. (The HTML's inline script has
// hidden it for them already; removing it shows #root.)
if (getAuthToken()) dropFirstPaint();

// The catalogs every page needs (@reach/ui's words, the signed-out pages') in the language of
// the visit; a signed-in user's own language follows with their profile (SessionContext).
registerCatalog('ui', loadUiCatalog);
registerCatalog('portal-public', loadPublicCatalog);

startSession();

// The first render as a transition: React renders it in slices and lets the
// browser breathe in between, instead of one long task on a slow phone.
void setLanguage(detectLanguage()).then(() =>
  startTransition(() => {
    createRoot(document.getElementById('root')!).render(<App />);
  }),
);
