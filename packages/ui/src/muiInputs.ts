// @reach/ui/mui-inputs: MUI's text fields, one shared module (see mui.ts for the
// four groups): form controls, labels, outlined inputs, native selects.
export { default as FormControl } from '@mui/material/FormControl';
export { default as FormLabel } from '@mui/material/FormLabel';
export { default as InputLabel } from '@mui/material/InputLabel';
export { default as NativeSelect } from '@mui/material/NativeSelect';
export { default as OutlinedInput } from '@mui/material/OutlinedInput';
