// @reach/ui/mui: the MUI components the giving app and the portal's public
// shell use, as ONE module. It is a Module Federation shared singleton (see
// federation/shared.cjs), so host and remote run one copy of MUI, emotion and
// their contexts (theme, default props, form control), loaded as one chunk
// instead of one chunk per MUI file.
//
// The giving app imports MUI only from here (a direct "@mui/material/..." import
// in a remote would bring a second MUI whose components miss the host's theme).
// The portal imports these names from here too, and may import other
// components directly: they share the portal's own copy of MUI's internals.
// Add a name here when the giving app needs a new component.
export { default as Alert } from '@mui/material/Alert';
export { default as AlertTitle } from '@mui/material/AlertTitle';
export { default as AppBar } from '@mui/material/AppBar';
export { default as Avatar } from '@mui/material/Avatar';
export { default as Box } from '@mui/material/Box';
export { default as Button } from '@mui/material/Button';
export { default as Card } from '@mui/material/Card';
export { default as CardActions } from '@mui/material/CardActions';
export { default as CardContent } from '@mui/material/CardContent';
export { default as Checkbox } from '@mui/material/Checkbox';
export { default as CircularProgress } from '@mui/material/CircularProgress';
export { createSvgIcon } from '@mui/material/utils';
export { createTheme } from '@mui/material/styles';
export { default as CssBaseline } from '@mui/material/CssBaseline';
export { default as Dialog } from '@mui/material/Dialog';
export { default as DialogActions } from '@mui/material/DialogActions';
export { default as DialogContent } from '@mui/material/DialogContent';
export { default as DialogTitle } from '@mui/material/DialogTitle';
export { default as FormControl } from '@mui/material/FormControl';
export { default as FormControlLabel } from '@mui/material/FormControlLabel';
export { default as FormHelperText } from '@mui/material/FormHelperText';
export { default as FormLabel } from '@mui/material/FormLabel';
export { default as InputAdornment } from '@mui/material/InputAdornment';
export { default as InputLabel } from '@mui/material/InputLabel';
export { default as LinearProgress } from '@mui/material/LinearProgress';
export { default as Link } from '@mui/material/Link';
export { default as ListItemText } from '@mui/material/ListItemText';
export { default as MenuItem } from '@mui/material/MenuItem';
export { default as NativeSelect } from '@mui/material/NativeSelect';
export { default as OutlinedInput } from '@mui/material/OutlinedInput';
export { default as Paper } from '@mui/material/Paper';
export { default as Radio } from '@mui/material/Radio';
export { default as RadioGroup } from '@mui/material/RadioGroup';
export { default as Select } from '@mui/material/Select';
export { default as Slider } from '@mui/material/Slider';
export { default as Snackbar } from '@mui/material/Snackbar';
export { default as TextField } from '@mui/material/TextField';
export { ThemeProvider } from '@mui/material/styles';
export { default as Toolbar } from '@mui/material/Toolbar';
export { default as Typography } from '@mui/material/Typography';
export { default as useMediaQuery } from '@mui/material/useMediaQuery';
export { useTheme } from '@mui/material/styles';
