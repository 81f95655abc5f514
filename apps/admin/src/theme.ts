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
    // Status chips are outlined: their text is the colour itself, on white. MUI's orange and light
    // blue read at 3:1 and 4.1:1; these darker ones at 4.5:1 or more (WCAG AA).
    warning: { main: '#b35c00', contrastText: '#ffffff' },
    info: { main: '#0277bd', contrastText: '#ffffff' },
  },
  shape: { borderRadius: 6 },
  components: {
    ...defaultTheme.components,
    // A checkbox named by aria-label (react-admin's 'Select this row') names its input, which is
    // what screen readers reach; on the root span the label names nothing (and is not allowed).
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          root: (ownerState: { 'aria-label'?: string }) => (ownerState['aria-label'] ? { 'aria-label': undefined } : {}),
          input: (ownerState: { 'aria-label'?: string; inputProps?: Record<string, unknown> }) =>
            ownerState['aria-label'] ? { ...ownerState.inputProps, 'aria-label': ownerState['aria-label'] } : (ownerState.inputProps ?? {}),
        },
      },
    },
    // Spinners say what they are (react-admin's loading indicator has no name of its own).
    MuiCircularProgress: { defaultProps: { 'aria-label': 'Loading' } },
    // Every list fits the window: the page never scrolls sideways, a wide table scrolls in its
    // own area.
    RaLayout: { styleOverrides: { root: { '& .RaLayout-content': { minWidth: 0 } } } },
    RaList: { styleOverrides: { root: { '& .RaList-content': { overflowX: 'auto' }, '& .RaList-main': { minWidth: 0 } } } },
  },
  // Wide enough for 'Project Sponsorships' in the menu.
  sidebar: { width: 240, closedWidth: 55 },
};
