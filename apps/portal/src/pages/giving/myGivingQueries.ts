// The GraphQL documents of 'My Giving' (backend/graph/schema/giving.graphqls: myGifts,
// myGiftReceipt, myGivingStatement, and the monthly gifts: myRecurringGifts,
// changeMyRecurringGiftAmount, cancelMyRecurringGift, myRecurringGiftPaymentPortal).
import { doc } from '@reach/ui/graphql';
import type {
  CancelMyRecurringGiftMutation,
  CancelMyRecurringGiftMutationVariables,
  ChangeMyRecurringGiftAmountMutation,
  ChangeMyRecurringGiftAmountMutationVariables,
  MyGiftReceiptQuery,
  MyGiftReceiptQueryVariables,
  MyGiftsQuery,
  MyGiftsQueryVariables,
  MyGivingStatementQuery,
  MyGivingStatementQueryVariables,
  MyRecurringGiftPaymentPortalMutation,
  MyRecurringGiftPaymentPortalMutationVariables,
  MyRecurringGiftsQuery,
  MyRecurringGiftsQueryVariables,
} from '../../generated/graphql';

export const MY_GIFTS = doc<MyGiftsQuery, MyGiftsQueryVariables>(/* GraphQL */ `query MyGifts {
  myGifts { _id receiptNumber givenOn usdCentsAmount status fundName monthly }
}`);

export const MY_GIFT_RECEIPT = doc<MyGiftReceiptQuery, MyGiftReceiptQueryVariables>(/* GraphQL */ `query MyGiftReceipt($paymentId: ID!) {
  myGiftReceipt(paymentId: $paymentId) { fileName base64 }
}`);

export const MY_GIVING_STATEMENT = doc<MyGivingStatementQuery, MyGivingStatementQueryVariables>(/* GraphQL */ `query MyGivingStatement($year: Int!) {
  myGivingStatement(year: $year) { fileName base64 }
}`);

export const MY_RECURRING_GIFTS = doc<MyRecurringGiftsQuery, MyRecurringGiftsQueryVariables>(/* GraphQL */ `query MyRecurringGifts {
  myRecurringGifts { _id fundName usdCentsAmount status startDate endDate cancelledAt amountChoices canManagePayment }
}`);

export const CHANGE_MY_RECURRING_GIFT = doc<ChangeMyRecurringGiftAmountMutation, ChangeMyRecurringGiftAmountMutationVariables>(/* GraphQL */ `mutation ChangeMyRecurringGiftAmount($id: ID!, $amount: Int!) {
  changeMyRecurringGiftAmount(id: $id, amount: $amount) { _id fundName usdCentsAmount status startDate endDate cancelledAt amountChoices canManagePayment }
}`);

export const CANCEL_MY_RECURRING_GIFT = doc<CancelMyRecurringGiftMutation, CancelMyRecurringGiftMutationVariables>(/* GraphQL */ `mutation CancelMyRecurringGift($id: ID!) {
  cancelMyRecurringGift(id: $id) { _id fundName usdCentsAmount status startDate endDate cancelledAt amountChoices canManagePayment }
}`);

export const MY_RECURRING_GIFT_PAYMENT_PORTAL = doc<MyRecurringGiftPaymentPortalMutation, MyRecurringGiftPaymentPortalMutationVariables>(/* GraphQL */ `mutation MyRecurringGiftPaymentPortal($id: ID!) {
  myRecurringGiftPaymentPortal(id: $id)
}`);

export type MyGift = MyGiftsQuery['myGifts'][number];
export type MyRecurringGift = MyRecurringGiftsQuery['myRecurringGifts'][number];
