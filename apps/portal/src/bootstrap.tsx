import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { getAuthToken } from '@reach/ui/session';
import { dropFirstPaint } from '@reach/ui/first-paint';
import { App } from './App';

// The server's first paint of a public giving page has the signed-out header:
// a signed-in visitor waits for the portal's own. (The HTML's inline script has
// hidden it for them already; removing it shows #root.)
if (getAuthToken()) dropFirstPaint();

// The first render as a transition: React renders it in slices and lets the
// browser breathe in between, instead of one long task on a slow phone.
startTransition(() => {
  createRoot(document.getElementById('root')!).render(<App />);
});
