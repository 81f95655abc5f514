import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

// The first render as a transition: React renders it in slices and lets the
// browser breathe in between, instead of one long task on a slow phone.
startTransition(() => {
  createRoot(document.getElementById('root')!).render(<App />);
});
