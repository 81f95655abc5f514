// The apps compile this file with their own tsconfig, so the dictionaries' declarations come by reference.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./zxcvbn-dicts.d.ts" />
// The password estimator and the dictionaries it uses, in one lazily loaded
// chunk. Lean on purpose: the common-password list, diceware words, keyboard
// graphs, English common words and first names; not the English last-name and
// Wikipedia lists (another ~450 KB gzipped for little gain on a sign-up form).
import { zxcvbn, zxcvbnOptions } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as common } from '@zxcvbn-ts/language-common';
import commonWords from '@zxcvbn-ts/language-en/dist/commonWords.json.esm.js';
import firstnames from '@zxcvbn-ts/language-en/dist/firstnames.json.esm.js';
import translations from '@zxcvbn-ts/language-en/dist/translations.esm.js';

zxcvbnOptions.setOptions({
  graphs: adjacencyGraphs,
  dictionary: { ...common, commonWords, firstnames },
  translations,
});

/** score is zxcvbn's 0-4 strength of password. */
export function score(password: string, userInputs: string[] = []): number {
  return zxcvbn(password, userInputs).score;
}
