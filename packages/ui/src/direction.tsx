// ThemeRoot gives the tree Reach's theme in the current language's direction: for a
// right-to-left language the mirrored emotion cache and the 'rtl' theme (rtl.ts, loaded by
// setLanguage before the language becomes current), else the usual theme.
import type { ReactNode } from 'react';
import { CacheProvider, CssBaseline, ThemeProvider } from '@reach/ui/mui';
import { theme } from '@reach/ui/theme';
import { rtlStyles, useLanguage } from '@reach/ui/i18n';

export function ThemeRoot({ children }: { children: ReactNode }) {
  const { dir } = useLanguage();
  const rtl = dir === 'rtl' ? rtlStyles() : null;
  if (rtl) {
    return (
      <CacheProvider value={rtl.rtlCache}>
        <ThemeProvider theme={rtl.rtlTheme}>
          <CssBaseline />
          {children}
        </ThemeProvider>
      </CacheProvider>
    );
  }
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
