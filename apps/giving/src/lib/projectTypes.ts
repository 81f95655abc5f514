// The holistic project types and their labels (spec/01 §9).
import type { ProjectType } from '../api/queries';

export const PROJECT_TYPES: Array<{ key: ProjectType; label: string }> = [
  { key: 'AGRICULTURE', label: 'Agriculture' },
  { key: 'SMALL_BUSINESS', label: 'Small Business' },
  { key: 'EDUCATION', label: 'Education' },
  { key: 'MANUFACTURING', label: 'Manufacturing' },
  { key: 'BUILDING', label: 'Building' },
  { key: 'TRANSLATION', label: 'Translation' },
  { key: 'CLEAN_WATER', label: 'Clean Water' },
  { key: 'MEDIA', label: 'Media' },
  { key: 'HEALTH_CARE', label: 'Health Care' },
  { key: 'HUMANITARIAN', label: 'Humanitarian' },
  { key: 'OTHER', label: 'Other' },
];

export function projectTypeLabel(key: string): string {
  return PROJECT_TYPES.find((t) => t.key === key)?.label ?? key;
}
