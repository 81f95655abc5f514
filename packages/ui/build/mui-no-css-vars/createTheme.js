// Replaces @mui/material/esm/styles/createTheme.js in the apps' builds (see
// ../mui-no-css-vars.cjs). Reach's themes use no CSS variables and no colour
// schemes, for which MUI's createTheme calls createThemeNoVars with the same
// arguments; this does only that, without the CSS-variables theme code.
import createThemeNoVars from '@reach/mui-esm/styles/createThemeNoVars.js';

export default function createTheme(options = {}, ...args) {
  if (options.cssVariables || 'colorSchemes' in options) {
    throw new Error('Reach builds MUI without CSS-variables themes: createTheme takes neither cssVariables nor colorSchemes');
  }
  return createThemeNoVars(options, ...args);
}
