// @reach/ui/mui: the MUI pieces every public page paints first (theme, layout,
// type, buttons, cards, the header bar), as ONE Module Federation shared
// singleton (see federation/shared.cjs), so host and remote run one copy of MUI,
// emotion and their contexts (theme, default props), loaded as one chunk
// instead of one chunk per MUI file.
//
// MUI is shared as five modules, so that a page loads only the groups it uses:
//   @reach/ui/mui          this file: theme, layout, typography, buttons, cards
//   @reach/ui/mui-inputs   text fields: form controls, labels, outlined inputs, native selects
//   @reach/ui/mui-select   Select, menu items, checkboxes, item text
//   @reach/ui/mui-menus    what opens over the page: dialogs, snackbars, alerts; TextField,
//                          radios, labelled choices
//   @reach/ui/mui-more     the rest: avatars, progress bars
// Each is one shared singleton; what they have in common (MUI's styles,
// emotion, the theme's context) is in the host's own chunks, loaded once.
//
// The giving app imports MUI only from these modules (a direct "@mui/material/..."
// import in a remote would bring a second MUI whose components miss the host's
// theme). The portal imports these names from here too, and may import other
// components directly: they share the portal's own copy of MUI's internals.
// The portal must import each of the five somewhere (it does), so that the host
// provides them all. Add a name to the group that fits when the giving app needs
// a new component.
export { default as AppBar } from '@mui/material/AppBar';
export { default as Box } from '@mui/material/Box';
export { default as Button } from '@mui/material/Button';
export { default as Card } from '@mui/material/Card';
export { default as CardActions } from '@mui/material/CardActions';
export { default as CardContent } from '@mui/material/CardContent';
export { default as CircularProgress } from '@mui/material/CircularProgress';
export { createSvgIcon } from '@mui/material/utils';
export { createTheme } from '@mui/material/styles';
export type { ThemeOptions } from '@mui/material/styles';
export { CacheProvider } from '@emotion/react';
export { default as CssBaseline } from '@mui/material/CssBaseline';
export { default as Link } from '@mui/material/Link';
export { default as Paper } from '@mui/material/Paper';
export { ThemeProvider } from '@mui/material/styles';
export { default as Toolbar } from '@mui/material/Toolbar';
export { default as Typography } from '@mui/material/Typography';
export { default as useMediaQuery } from '@mui/material/useMediaQuery';
export { useTheme } from '@mui/material/styles';
