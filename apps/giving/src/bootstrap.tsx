// Standalone giving app: the partner routes under their own router and theme.
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from '@reach/ui/router';
import { Box, CssBaseline, ThemeProvider } from '@reach/ui/mui';
import { theme } from '@reach/ui/theme';
import PartnerRoutes from './PartnerRoutes';

// Served under /giving/ (its publicPath), the standalone page routes below it.
const basename = window.location.pathname.startsWith('/giving') ? '/giving' : undefined;

// The first render as a transition: React renders it in slices (as the portal does).
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <BrowserRouter basename={basename}>
        <Box component="main" sx={{ p: { xs: 2, md: 3 } }}>
          <Routes>
            <Route path="/partner/*" element={<PartnerRoutes standalone />} />
            <Route path="*" element={<Navigate to="/partner" replace />} />
          </Routes>
        </Box>
      </BrowserRouter>
    </ThemeProvider>,
  );
});
