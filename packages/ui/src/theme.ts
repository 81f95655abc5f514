import { createTheme, type ThemeOptions } from '@reach/ui/mui';

/** PRIMARY_COLOR is the spec's primary theme colour (spec/01 §9). */
export const PRIMARY_COLOR = '#336195';

/** FORM_MAX_WIDTH is the widest a form's content may be (spec/01 §9). */
export const FORM_MAX_WIDTH = 800;

/** CONTROL_HEIGHT is the height of inputs and buttons. */
export const CONTROL_HEIGHT = 40;

/** BREAKPOINTS are the spec's screen widths (spec/01 §9); below lg is mobile. */
export const BREAKPOINTS = { xs: 0, sm: 400, md: 600, lg: 992, xl: 1200 } as const;

/** themeOptions make Reach's theme; a right-to-left language makes it with direction 'rtl' (rtl.ts). */
export const themeOptions: ThemeOptions = {
  palette: {
    primary: { main: PRIMARY_COLOR },
    background: { default: '#f5f7fa' },
  },
  breakpoints: { values: { ...BREAKPOINTS } },
  shape: { borderRadius: 6 },
  typography: {
    fontFamily: '"Helvetica Neue", Helvetica, Arial, "Segoe UI", Roboto, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { minHeight: CONTROL_HEIGHT } },
    },
    // MUI's small outlined inputs are exactly 40 px tall.
    MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
    MuiFormControl: { defaultProps: { size: 'small' } },
    MuiSelect: { defaultProps: { size: 'small' } },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
};

/** theme is Reach's MUI theme, shared by the portal and the giving remote. */
export const theme = createTheme(themeOptions);
