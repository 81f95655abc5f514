// Right to left: an emotion cache whose styles stylis-plugin-rtl mirrors (margins, paddings,
// positions, borders flip) and the theme with direction 'rtl'. Loaded only for a right-to-left
// language (setLanguage), so a left-to-right page never downloads it.
import createCache from '@emotion/cache';
import { combine, copy, DECLARATION, KEYFRAMES, match, MOZ, MS, prefix, replace, RULESET, serialize, WEBKIT, type Middleware } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { createTheme } from '@reach/ui/mui';
import { themeOptions } from '@reach/ui/theme';

/**
 * prefixer adds the vendor prefixes, as emotion's default cache does: stylis's own `prefixer`,
 * line for line. Importing stylis's kept its prefix tables in the emotion module every page
 * loads (`mui-core`, +1.9 KB gzipped); `prefix` alone is a module of its own, in this chunk.
 */
const prefixer: Middleware = (element, _index, children, callback) => {
  if (element.length > -1 && !element.return) {
    switch (element.type) {
      case DECLARATION:
        element.return = (prefix as (value: string, length: number, children: unknown) => string)(element.value, element.length, children);
        return;
      case KEYFRAMES:
        return serialize([copy(element, { value: replace(element.value, '@', '@' + WEBKIT) })], callback);
      case RULESET:
        if (element.length)
          return combine(element.props as string[], (value) => {
            switch (match(value, /(::plac\w+|:read-\w+)/)) {
              case ':read-only':
              case ':read-write':
                return serialize([copy(element, { props: [replace(value, /:(read-\w+)/, ':' + MOZ + '$1')] })], callback);
              case '::placeholder':
                return serialize(
                  [
                    copy(element, { props: [replace(value, /:(plac\w+)/, ':' + WEBKIT + 'input-$1')] }),
                    copy(element, { props: [replace(value, /:(plac\w+)/, ':' + MOZ + '$1')] }),
                    copy(element, { props: [replace(value, /:(plac\w+)/, MS + 'input-$1')] }),
                  ],
                  callback,
                );
            }
            return '';
          });
    }
  }
};

export const rtlCache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });

export const rtlTheme = createTheme({ ...themeOptions, direction: 'rtl' });
