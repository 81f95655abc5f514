// Right to left: an emotion cache whose styles stylis-plugin-rtl mirrors (margins, paddings,
// positions, borders flip) and the theme with direction 'rtl'. Loaded only for a right-to-left
// language (setLanguage), so a left-to-right page never downloads it.
import createCache from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { createTheme } from '@reach/ui/mui';
import { themeOptions } from './theme';

export const rtlCache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });

export const rtlTheme = createTheme({ ...themeOptions, direction: 'rtl' });
