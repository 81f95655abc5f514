// Standalone giving app: the partner routes under their own router and theme.
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from '@reach/ui/router';
import { Box } from '@reach/ui/mui';
import { detectLanguage, LanguageProvider, registerCatalog, setLanguage } from '@reach/ui/i18n';
import { loadUiCatalog } from '@reach/ui/catalog';
import { ThemeRoot } from '@reach/ui/direction';
import PartnerRoutes from './PartnerRoutes';

// Served under /giving/ (its publicPath), the standalone page routes below it.
const basename = window.location.pathname.startsWith('/giving') ? '/giving' : undefined;

registerCatalog('ui', loadUiCatalog);

// The first render as a transition: React renders it in slices (as the portal does).
void setLanguage(detectLanguage()).then(() =>
  startTransition(() => {
    createRoot(document.getElementById('root')!).render(
      <LanguageProvider>
        <ThemeRoot>
          <BrowserRouter basename={basename}>
            <Box component="main" sx={{ p: { xs: 2, md: 3 } }}>
              <Routes>
                <Route path="/partner/*" element={<PartnerRoutes standalone />} />
                <Route path="*" element={<Navigate to="/partner" replace />} />
              </Routes>
            </Box>
          </BrowserRouter>
        </ThemeRoot>
      </LanguageProvider>,
    );
  }),
);
