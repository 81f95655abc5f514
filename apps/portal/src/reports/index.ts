// The portal's reporting kit (spec/03): what every report form and view shares.
export { ReportStatusChip } from './ReportStatusChip';
export { STATUS_LABELS, statusLabel, type ReportStatus } from './status';
export { QuarterSelect } from './QuarterSelect';
export { defaultQuarter, quarterOf, quarterOptions, QUARTER_RE } from './quarters';
export { useOfflineDraft, useOnline, clearAllDrafts } from './useOfflineDraft';
export { INDICATOR, PHOTO_LIMIT_BYTES } from './draftLogic';
export { ReportFormActions, type ActionHandler, type Toast } from './ReportFormActions';
export { RestoreOffer } from './RestoreOffer';
export { actionsFor, canDelete, type FormKind, type FormAction } from './actions';
export { ApprovalNotice, formatWhen, type Approval } from './ApprovalNotice';
export { AttachmentGallery, GROUP_WORDING, PROJECT_WORDING, TRAINING_WORDING, type GalleryWording, type Section } from './AttachmentGallery';
export { ReportFrame, FormSection, FormSkeleton, FORM_MAX_WIDTH } from './FormLayout';
export { MSG } from './messages';
export * from './pickers';
export { fieldErrorsOf } from './serverErrors';
export { newReportState, openNewReport, useIsNewReport } from './newReport';
