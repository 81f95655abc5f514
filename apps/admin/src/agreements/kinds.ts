// The two kinds of agreement the back office prepares: loan agreements (a holistic project's loan)
// and partnership agreement forms (MOUs: a contact's commitment for a people group in a role).
// One set of views serves both; a kind says which resource, type and words.
import type { AgreementType } from './agreementRules';

export interface AgreementKind {
  /** type is the schema's AgreementType, sent with moves, versions and reminders. */
  type: AgreementType;
  /** resource is the react-admin resource (the data provider maps it to LoanAgreement or Mou). */
  resource: 'loan-agreements' | 'mous';
  /** label names one ("Loan agreement"): a message key. */
  label: string;
}

export const LOAN_AGREEMENT: AgreementKind = {
  type: 'LOAN_AGREEMENT',
  resource: 'loan-agreements',
  label: 'reach.agreements.loan_agreement',
};

export const MOU: AgreementKind = {
  type: 'MOU',
  resource: 'mous',
  label: 'reach.agreements.mou',
};
