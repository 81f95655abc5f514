// @reach/ui/mui-select: MUI's Select and what its menu holds, one shared module
// (see mui.ts for the groups): the select, menu items, checkboxes and item
// text, as a multiple select with a checkbox per item (the projects' filters)
// needs them, without the dialogs and alerts of @reach/ui/mui-menus.
export { default as Checkbox } from '@mui/material/Checkbox';
export { default as ListItemText } from '@mui/material/ListItemText';
export { default as MenuItem } from '@mui/material/MenuItem';
export { default as Select } from '@mui/material/Select';
