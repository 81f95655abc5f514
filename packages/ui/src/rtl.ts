// Right to left: an emotion cache whose styles stylis-plugin-rtl mirrors (margins, paddings,
// positions, borders flip) and the theme with direction 'rtl'. Loaded only for a right-to-left
// language (setLanguage), so a left-to-right page never downloads it.
import createCache from '@emotion/cache';
import { DECLARATION, type Middleware } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { createTheme } from '@reach/ui/mui';
import { themeOptions } from '@reach/ui/theme';

/**
 * WEBKIT_STILL are the properties the browsers Reach supports still read only with `-webkit-`
 * (Safari and every iOS browser: user-select, text-size-adjust, box-decoration-break, hyphens,
 * backdrop-filter before Safari 18, mask before 15.4, background-clip: text; appearance before
 * 15.4).
 */
const WEBKIT_STILL = /^(?:(?:user-select|text-size-adjust|box-decoration-break|hyphens|backdrop-filter|appearance|mask(?:-[a-z]+)*)\s*:|background-clip\s*:\s*text\b)/;

/**
 * prefixer writes the `-webkit-` twin of those declarations. Emotion's default cache (the
 * left-to-right pages) runs stylis's full prefixer, which also writes prefixes for browsers
 * long gone (old flexbox, -ms-, -moz-); stylis's `prefix` tables cost the right-to-left pages
 * 1.3 KB gzipped of their first load, which has no room for them (docs/benchmarks.md).
 */
const prefixer: Middleware = (element) => {
  if (element.type === DECLARATION && !element.return && WEBKIT_STILL.test(element.value)) {
    element.return = `-webkit-${element.value}${element.value}`;
  }
};

export const rtlCache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });

export const rtlTheme = createTheme({ ...themeOptions, direction: 'rtl' });
