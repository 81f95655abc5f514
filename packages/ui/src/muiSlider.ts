// @reach/ui/mui-slider: MUI's Slider alone, one shared module (see mui.ts for
// the groups). Select UPG's population filter loads it above 992 px only; in
// @reach/ui/mui-more it brought the avatars and progress bars with it.
export { default as Slider } from '@mui/material/Slider';
