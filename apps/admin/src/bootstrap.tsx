import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { detectLanguage, registerCatalog, setLanguage } from '@reach/ui/i18n';
import { loadUiCatalog } from '@reach/ui/catalog';
import { App } from './App';
import { chooseStartLocale } from './i18n';

// @reach/ui's words (role names, adoption levels, validation messages) in the page's language.
registerCatalog('ui', loadUiCatalog);
void setLanguage(detectLanguage());

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
