// @reach/ui/mui-more: the rest of the MUI components Reach's federated pages
// use, one shared module (see mui.ts for the groups): avatars and progress
// bars. The adopt page's population slider is the giving app's own
// (apps/giving/src/components/RangeSlider.tsx).
export { default as Avatar } from '@mui/material/Avatar';
export { default as LinearProgress } from '@mui/material/LinearProgress';
