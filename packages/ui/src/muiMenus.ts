// @reach/ui/mui-menus: what MUI opens over the page and the rest of the form
// controls, one shared module (see mui.ts for the groups): dialogs, snackbars
// and alerts, TextField (which can be a select) and what goes with it (helper
// text, adornments), radios and labelled choices.
export { default as Alert } from '@mui/material/Alert';
export { default as AlertTitle } from '@mui/material/AlertTitle';
export { default as Dialog } from '@mui/material/Dialog';
export { default as DialogActions } from '@mui/material/DialogActions';
export { default as DialogContent } from '@mui/material/DialogContent';
export { default as DialogTitle } from '@mui/material/DialogTitle';
export { default as FormControlLabel } from '@mui/material/FormControlLabel';
export { default as FormHelperText } from '@mui/material/FormHelperText';
export { default as InputAdornment } from '@mui/material/InputAdornment';
export { default as Radio } from '@mui/material/Radio';
export { default as RadioGroup } from '@mui/material/RadioGroup';
export { default as Snackbar } from '@mui/material/Snackbar';
export { default as TextField } from '@mui/material/TextField';
