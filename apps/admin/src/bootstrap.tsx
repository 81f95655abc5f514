import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { chooseStartLocale } from './i18n';

const container = document.getElementById('root');
if (!container) {
  throw new Error('#root is missing from index.html');
}
// ?lang= or the browser's language, when this device has none stored yet.
chooseStartLocale(window.location.search, navigator.languages ?? [], window.localStorage);
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
