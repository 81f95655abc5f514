// Right-to-left for Arabic: MUI's theme in direction 'rtl' and an emotion cache whose styles are
// mirrored by stylis-plugin-rtl (margins, paddings, positions, borders), as MUI's RTL guide does.
import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

let rtlCache: EmotionCache | null = null;

/** rtlEmotionCache is the style cache of right-to-left pages (left-to-right ones keep emotion's own). */
export const rtlEmotionCache = (): EmotionCache => {
  rtlCache ??= createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });
  return rtlCache;
};
