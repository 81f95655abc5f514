import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { theme } from '@reach/ui';
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
