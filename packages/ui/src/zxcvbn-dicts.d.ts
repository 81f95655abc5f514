// The deep imports zxcvbn-setup.ts makes into @zxcvbn-ts/language-en.
declare module '@zxcvbn-ts/language-en/dist/commonWords.json.esm.js' {
  const words: string[];
  export default words;
}
declare module '@zxcvbn-ts/language-en/dist/firstnames.json.esm.js' {
  const words: string[];
  export default words;
}
declare module '@zxcvbn-ts/language-en/dist/translations.esm.js' {
  import type { TranslationKeys } from '@zxcvbn-ts/core';
  const translations: TranslationKeys;
  export default translations;
}
