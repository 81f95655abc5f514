// The signature fonts' WOFF2 files (@fontsource/*, 5.3.0, OFL-1.1), one per subset. Webpack emits
// them as assets; this module only names their URLs and is loaded (signatureFonts.ts) when a
// signature shows or a signing form opens, and the browser then fetches just the subsets a text uses.
import babylonica_latin from '@fontsource/babylonica/files/babylonica-latin-400-normal.woff2';
import babylonica_latin_ext from '@fontsource/babylonica/files/babylonica-latin-ext-400-normal.woff2';
import babylonica_vietnamese from '@fontsource/babylonica/files/babylonica-vietnamese-400-normal.woff2';
import herr_von_muellerhoff_latin from '@fontsource/herr-von-muellerhoff/files/herr-von-muellerhoff-latin-400-normal.woff2';
import herr_von_muellerhoff_latin_ext from '@fontsource/herr-von-muellerhoff/files/herr-von-muellerhoff-latin-ext-400-normal.woff2';
import send_flowers_latin from '@fontsource/send-flowers/files/send-flowers-latin-400-normal.woff2';
import send_flowers_latin_ext from '@fontsource/send-flowers/files/send-flowers-latin-ext-400-normal.woff2';
import send_flowers_vietnamese from '@fontsource/send-flowers/files/send-flowers-vietnamese-400-normal.woff2';
import square_peg_latin from '@fontsource/square-peg/files/square-peg-latin-400-normal.woff2';
import square_peg_latin_ext from '@fontsource/square-peg/files/square-peg-latin-ext-400-normal.woff2';
import square_peg_vietnamese from '@fontsource/square-peg/files/square-peg-vietnamese-400-normal.woff2';
import tangerine_latin from '@fontsource/tangerine/files/tangerine-latin-400-normal.woff2';
import water_brush_latin from '@fontsource/water-brush/files/water-brush-latin-400-normal.woff2';
import water_brush_latin_ext from '@fontsource/water-brush/files/water-brush-latin-ext-400-normal.woff2';
import water_brush_vietnamese from '@fontsource/water-brush/files/water-brush-vietnamese-400-normal.woff2';

/** FONT_FILES: each signature font's file URL per subset (latin, latin-ext, vietnamese). */
const FONT_FILES: Record<string, Record<string, string>> = {
  'Babylonica': { 'latin': babylonica_latin, 'latin-ext': babylonica_latin_ext, 'vietnamese': babylonica_vietnamese },
  'Herr Von Muellerhoff': { 'latin': herr_von_muellerhoff_latin, 'latin-ext': herr_von_muellerhoff_latin_ext },
  'Send Flowers': { 'latin': send_flowers_latin, 'latin-ext': send_flowers_latin_ext, 'vietnamese': send_flowers_vietnamese },
  'Square Peg': { 'latin': square_peg_latin, 'latin-ext': square_peg_latin_ext, 'vietnamese': square_peg_vietnamese },
  'Tangerine': { 'latin': tangerine_latin },
  'Water Brush': { 'latin': water_brush_latin, 'latin-ext': water_brush_latin_ext, 'vietnamese': water_brush_vietnamese },
};
export default FONT_FILES;
