// The admin's MUI theme: react-admin's default theme in Reach's colours.
//
// The colours come from @reach/ui, so the back office and the portal agree.
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { PRIMARY_COLOR } from '@reach/ui/theme';

export const REACH_PRIMARY = PRIMARY_COLOR;

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    mode: 'light',
    primary: { main: REACH_PRIMARY, contrastText: '#ffffff' },
    secondary: { main: '#234468', contrastText: '#ffffff' },
    background: { default: '#f4f6f9' },
  },
  shape: { borderRadius: 6 },
  // Wide enough for 'Project Sponsorships' in the menu.
  sidebar: { width: 240, closedWidth: 55 },
};
