import { BrowserRouter } from '@reach/ui/router';
import { LanguageProvider } from '@reach/ui/i18n';
import { ThemeRoot } from '@reach/ui/direction';
import { SessionProvider } from './session/SessionContext';
import { NotifyProvider } from './components/Notify';
import { AppRoutes } from './routing/AppRoutes';

export function App() {
  return (
    <LanguageProvider>
      <ThemeRoot>
        <NotifyProvider>
          <BrowserRouter>
            <SessionProvider>
              <AppRoutes />
            </SessionProvider>
          </BrowserRouter>
        </NotifyProvider>
      </ThemeRoot>
    </LanguageProvider>
  );
}
