import { BrowserRouter } from '@reach/ui/router';
import { CssBaseline, ThemeProvider } from '@reach/ui/mui';
import { theme } from '@reach/ui/theme';
import { SessionProvider } from './session/SessionContext';
import { NotifyProvider } from './components/Notify';
import { AppRoutes } from './routing/AppRoutes';

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <NotifyProvider>
        <BrowserRouter>
          <SessionProvider>
            <AppRoutes />
          </SessionProvider>
        </BrowserRouter>
      </NotifyProvider>
    </ThemeProvider>
  );
}
