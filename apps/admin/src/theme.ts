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
    // blue read at 3:1 and 4.1:1; these darker ones at 4.5:1 or more (WCAG AA). The blue is also
    // the text of a pending report's 'Hold' button on the page's grey (#f4f6f9): #01579b reads
    // 6.8:1 there (#0277bd only 4.4:1).
    warning: { main: '#b35c00', contrastText: '#ffffff' },
    info: { main: '#01579b', contrastText: '#ffffff' },
    // The edit toolbars' 'Delete' is red text on the toolbar's grey (#e0e0e0): MUI's red reads
    // below 4.5:1 there (#c62828 too, at 4.25:1); this one at 4.98:1.
    error: { main: '#b71c1c', contrastText: '#ffffff' },
  },
  shape: { borderRadius: 6 },
  components: {
    ...defaultTheme.components,
    // Spinners say what they are (react-admin's loading indicator has no name of its own).
    MuiCircularProgress: { defaultProps: { 'aria-label': 'Loading' } },
    // Every list fits the window: the page never scrolls sideways, a wide table scrolls in its
    // own area. react-admin's layout is 'min-width: fit-content', which lets a wide row or filter
    // bar widen the whole page: the layout and its content may shrink to the window instead.
    RaLayout: { styleOverrides: { root: { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } } },
    // The 'No … yet' page of an empty list is greyed by opacity, below AA contrast: it reads in the
    // secondary text colour instead.
    RaEmpty: { styleOverrides: { root: { '& .RaEmpty-message': { opacity: 1, color: 'rgba(0, 0, 0, 0.6)' } } } },
    RaList: { styleOverrides: { root: { '& .RaList-content': { overflowX: 'auto' }, '& .RaList-main': { minWidth: 0 } } } },
  },
  // Wide enough for 'Project Sponsorships' in the menu.
  sidebar: { width: 240, closedWidth: 55 },
};

/**
 * themeFor is the theme in a writing direction (Arabic mirrors the whole layout), its spinners
 * named `loading` (in the language shown).
 */
export const themeFor = (dir: 'ltr' | 'rtl', loading = 'Loading'): RaThemeOptions => ({
  ...theme,
  direction: dir,
  components: { ...theme.components, MuiCircularProgress: { defaultProps: { 'aria-label': loading } } },
});
