import AssignmentIcon from '@mui/icons-material/Assignment';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { createElement, lazy } from 'react';
import { LOAN_AGREEMENT, MOU, type AgreementKind } from './kinds';

const AgreementList = lazy(() => import('./AgreementList').then((m) => ({ default: m.AgreementList })));
const AgreementShow = lazy(() => import('./AgreementShow').then((m) => ({ default: m.AgreementShow })));
const AgreementEdit = lazy(() => import('./AgreementEdit').then((m) => ({ default: m.AgreementEdit })));
const AgreementCreate = lazy(() => import('./AgreementCreate').then((m) => ({ default: m.AgreementCreate })));

const views = (kind: AgreementKind) => ({
  list: () => createElement(AgreementList, { kind }),
  show: () => createElement(AgreementShow, { kind }),
  edit: () => createElement(AgreementEdit, { kind }),
  create: () => createElement(AgreementCreate, { kind }),
});

/**
 * loanAgreements: a holistic project's loan, prepared by staff, initialled and signed by its
 * parties in the portal. No delete: an agreement is cancelled (with a reason) and kept.
 */
export const loanAgreements = {
  ...views(LOAN_AGREEMENT),
  icon: RequestQuoteIcon,
  recordRepresentation: 'name',
  options: { label: 'Loan Agreements' },
};

/**
 * mous: partnership agreement forms (spec/02's menu name; MOUs), a contact's commitment for a
 * people group in a role.
 */
export const mous = {
  ...views(MOU),
  icon: AssignmentIcon,
  recordRepresentation: 'name',
  options: { label: 'Partnership Agreement Forms' },
};
