// The holistic pages' enum labels (project types, stages and states) in the reader's language;
// a value this list does not know reads as the shared enumLabel makes it ("SOME_VALUE" → "Some Value").
import { msg } from '@lingui/core/macro';
import { texts } from '../../reports/texts';
import { enumLabel } from '../../data/labels';

const LABELS = texts({
  AGRICULTURE: msg`Agriculture`,
  SMALL_BUSINESS: msg`Small Business`,
  EDUCATION: msg`Education`,
  MANUFACTURING: msg`Manufacturing`,
  BUILDING: msg`Building`,
  TRANSLATION: msg`Translation`,
  CLEAN_WATER: msg`Clean Water`,
  MEDIA: msg`Media`,
  HEALTH_CARE: msg`Health Care`,
  HUMANITARIAN: msg`Humanitarian`,
  OTHER: msg`Other`,
  PLANNING: msg`Planning`,
  DEVELOPMENT: msg`Development`,
  ACTIVE: msg`Active`,
  COMPLETE: msg`Complete`,
});

const WORDS = texts({
  local: msg({ message: 'local', comment: 'in place of a currency code not yet typed: Setup Expenses (local)' }),
});

/** localCurrency names a currency not yet typed ("local"). */
export function localCurrency(): string {
  return WORDS.local;
}

/** projectLabel is a project type's, stage's or state's label; a dash for none. */
export function projectLabel(v: string | null | undefined): string {
  if (v && v in LABELS) return LABELS[v as keyof typeof LABELS];
  return enumLabel(v);
}
