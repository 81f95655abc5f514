import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { registerCatalog, setLanguage } from '@reach/ui/i18n';
import { loadUiCatalog } from '@reach/ui/catalog';
import { ENGLISH } from '@reach/ui/languages';
import { chooseStartLocale, storedLocale } from './i18n';

const container = document.getElementById('root');
if (!container) {
  throw new Error('#root is missing from index.html');
}
// ?lang= or the browser's language, when this device has none stored yet.
chooseStartLocale(window.location.search, navigator.languages ?? [], window.localStorage);
// @reach/ui's own words (role names, levels, validation) come from its Lingui catalog: it is
// loaded in the language the back office starts in before anything is drawn, so no message id
// ever shows; i18nProvider.changeLocale switches it with every change of language.
registerCatalog('ui', loadUiCatalog);
const root = container;
void setLanguage(storedLocale(window.localStorage) ?? ENGLISH).finally(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
