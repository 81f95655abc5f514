// Replaces @mui/material/esm/styles/ThemeProvider.js in the apps' builds (see
// ../mui-no-css-vars.cjs): MUI's ThemeProvider less the CSS-variables provider,
// which a theme without colour schemes (all of Reach's) never reaches.
import * as React from 'react';
import ThemeProviderNoVars from '@reach/mui-esm/styles/ThemeProviderNoVars.js';
import THEME_ID from '@reach/mui-esm/styles/identifier.js';
import { jsx as _jsx } from 'react/jsx-runtime';

export default function ThemeProvider({ theme, ...props }) {
  const noVarsTheme = React.useMemo(() => {
    if (typeof theme === 'function') {
      return theme;
    }
    const muiTheme = THEME_ID in theme ? theme[THEME_ID] : theme;
    if (!('colorSchemes' in muiTheme)) {
      if (!('vars' in muiTheme)) {
        // As MUI: vars null keeps a nested theme from inheriting an upper theme's variables.
        return { ...theme, vars: null };
      }
      return theme;
    }
    return null;
  }, [theme]);
  if (!noVarsTheme) {
    throw new Error('Reach builds MUI without CSS-variables themes: ThemeProvider takes a theme without colorSchemes');
  }
  return /*#__PURE__*/ _jsx(ThemeProviderNoVars, { theme: noVarsTheme, ...props });
}
