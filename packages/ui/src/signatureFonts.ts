// Signature fonts (spec/02 "Loan agreements": Babylonica, Herr Von Muellerhoff, Send Flowers,
// Square Peg, Tangerine, Water Brush). The server refuses any other name. The fonts load only when
// a signature shows or a signing form opens: loadSignatureFonts registers each as a FontFace, one
// face per subset with its unicode range, so the browser fetches just the subsets a text uses.
// The last font a user chose is remembered in localStorage (sign-out clears it with the rest).

export const SIGNATURE_FONTS = [
  'Babylonica',
  'Herr Von Muellerhoff',
  'Send Flowers',
  'Square Peg',
  'Tangerine',
  'Water Brush',
] as const;

export type SignatureFont = (typeof SIGNATURE_FONTS)[number];

/** isSignatureFont tells whether name is one of SIGNATURE_FONTS. */
export const isSignatureFont = (name: string | null | undefined): name is SignatureFont =>
  !!name && (SIGNATURE_FONTS as readonly string[]).includes(name);

/** UNICODE_RANGES are the subsets' ranges, as @fontsource's CSS declares them. */
export const UNICODE_RANGES: Record<string, string> = {
  latin:
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  'latin-ext':
    'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
  vietnamese:
    'U+0102-0103,U+0110-0111,U+0128-0129,U+0168-0169,U+01A0-01A1,U+01AF-01B0,U+0300-0301,U+0303-0304,U+0308-0309,U+0323,U+0329,U+1EA0-1EF9,U+20AB',
};

/** signatureFontFamily is the CSS font-family that draws text in font (a cursive fallback meanwhile). */
export const signatureFontFamily = (font: string): string => `'${font}', cursive`;

const loading = new Map<string, Promise<void>>();

/**
 * loadSignatureFont registers font's faces and waits until they are ready to draw; unknown names
 * and browsers without the FontFace API resolve at once (the cursive fallback shows).
 */
export function loadSignatureFont(font: string): Promise<void> {
  if (!isSignatureFont(font) || typeof FontFace === 'undefined' || typeof document === 'undefined') {
    return Promise.resolve();
  }
  let p = loading.get(font);
  if (!p) {
    p = import(/* webpackChunkName: "signature-fonts" */ './signatureFontFiles')
      .then(async ({ default: files }) => {
        const faces = Object.entries(files[font] ?? {}).map(
          ([subset, url]) =>
            new FontFace(font, `url(${url}) format('woff2')`, { unicodeRange: UNICODE_RANGES[subset], display: 'swap' }),
        );
        faces.forEach((f) => document.fonts.add(f));
        // Only the latin face is fetched up front; other subsets come when a text needs them.
        await faces[0]?.load();
      })
      .catch(() => {
        loading.delete(font);
      });
    loading.set(font, p);
  }
  return p;
}

/** loadSignatureFonts loads every named font once (duplicates and unknown names ignored). */
export function loadSignatureFonts(fonts: Iterable<string | null | undefined>): Promise<void> {
  const names = new Set<string>();
  for (const f of fonts) if (isSignatureFont(f)) names.add(f);
  return Promise.all([...names].map(loadSignatureFont)).then(() => undefined);
}

export const LAST_FONT_KEY = 'reach.signatureFont';

/** lastSignatureFont is the font the user chose last, or the first font. */
export function lastSignatureFont(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): SignatureFont {
  let saved: string | null = null;
  try {
    saved = storage?.getItem(LAST_FONT_KEY) ?? null;
  } catch {
    saved = null;
  }
  return isSignatureFont(saved) ? saved : SIGNATURE_FONTS[0];
}

/** rememberSignatureFont keeps font as the user's last choice (a full or blocked storage is ignored). */
export function rememberSignatureFont(font: SignatureFont, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(LAST_FONT_KEY, font);
  } catch {
    // Private mode or a full storage: the choice is simply not remembered.
  }
}

/** initialsOf makes initials from a name: "José Müller-Nuñez" -> "JMN". */
export function initialsOf(name: string): string {
  return name
    .split(/[\s-]+/u)
    .filter(Boolean)
    .map((w) => [...w][0]?.toUpperCase() ?? '')
    .join('')
    .slice(0, 10);
}
