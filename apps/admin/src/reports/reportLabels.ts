// The words the back office's report screens (the queue, its filters and CSV, the report's page)
// give the fields of the GraphQL Report type: one table, so a field reads the same everywhere.
// reportLabels.test.ts fails when the schema's Report type (or the ReportApproval and
// ReportHistoryEntry it holds) has a field without a label here.

const AUTHOR = 'Author';
const SUBMITTED = 'Submitted';
const WHEN = 'When';
const REASON = 'Reason';

/** REPORT_LABELS names every field of the Report type (keys as the schema spells them). */
export const REPORT_LABELS = {
  _id: 'Id',
  id: 'Id',
  reportType: 'Type',
  status: 'Status',
  version: 'Version',
  contactId: 'Field worker',
  peopleGroupId: 'People group',
  holisticProjectId: 'Holistic project',
  regionCode: 'Region',
  quarter: 'Quarter',
  notes: 'Notes',
  fields: 'Details',
  submittedAt: SUBMITTED,
  isSubmitted: SUBMITTED,
  isApproved: 'Approved',
  createdBy: AUTHOR,
  createdByUser: AUTHOR,
  updatedBy: 'Updated by',
  createdAt: 'Created',
  updatedAt: 'Updated',
  approval: 'Staff decision',
  canEdit: 'Editable by its author',
  history: 'History',
} as const;

/** ReportField is a field of the Report type. */
export type ReportField = keyof typeof REPORT_LABELS;

/** APPROVAL_LABELS names the fields of ReportApproval, the latest staff decision. */
export const APPROVAL_LABELS = {
  status: 'Decision',
  when: WHEN,
  approver: 'By',
  reason: REASON,
  undoableUntil: 'Can be undone until',
} as const;

/** HISTORY_LABELS names the fields of ReportHistoryEntry, one step of a report's history. */
export const HISTORY_LABELS = {
  _id: 'Id',
  userId: 'User id',
  userName: 'Who',
  when: WHEN,
  fromStatus: 'From',
  toStatus: 'To',
  reason: REASON,
  via: 'Via',
} as const;

/**
 * QUEUE_LABELS name what the screens work out from several fields: how long a report waited,
 * its people group or else its project, and the decision buttons.
 */
export const QUEUE_LABELS = {
  waited: 'Waited',
  about: 'Group / project',
  decide: 'Decide',
} as const;
