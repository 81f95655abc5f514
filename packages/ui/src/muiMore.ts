// @reach/ui/mui-more: the rest of the MUI components Reach's federated pages
// use, one shared module (see mui.ts for the groups): avatars, progress
// bars, the slider.
export { default as Avatar } from '@mui/material/Avatar';
export { default as LinearProgress } from '@mui/material/LinearProgress';
export { default as Slider } from '@mui/material/Slider';
