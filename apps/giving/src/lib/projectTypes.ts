// The holistic project types and their labels (spec/01 §9).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { tr } from '@reach/ui/translate';
import type { ProjectType } from '../api/queries';

export const PROJECT_TYPES: Array<{ key: ProjectType; label: MessageDescriptor }> = [
  { key: 'AGRICULTURE', label: msg`Agriculture` },
  { key: 'SMALL_BUSINESS', label: msg`Small Business` },
  { key: 'EDUCATION', label: msg`Education` },
  { key: 'MANUFACTURING', label: msg`Manufacturing` },
  { key: 'BUILDING', label: msg`Building` },
  { key: 'TRANSLATION', label: msg`Translation` },
  { key: 'CLEAN_WATER', label: msg`Clean Water` },
  { key: 'MEDIA', label: msg`Media` },
  { key: 'HEALTH_CARE', label: msg`Health Care` },
  { key: 'HUMANITARIAN', label: msg`Humanitarian` },
  { key: 'OTHER', label: msg`Other` },
];

/** projectTypeLabel names a project type in the current language. */
export function projectTypeLabel(key: string): string {
  const type = PROJECT_TYPES.find((t) => t.key === key);
  return type ? tr(type.label) : key;
}
