// The GraphQL documents of 'My Giving' (backend/graph/schema/giving.graphqls: myGifts,
// myGiftReceipt, myGivingStatement).
import { doc } from '@reach/ui/graphql';
import type {
  MyGiftReceiptQuery,
  MyGiftReceiptQueryVariables,
  MyGiftsQuery,
  MyGiftsQueryVariables,
  MyGivingStatementQuery,
  MyGivingStatementQueryVariables,
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

export type MyGift = MyGiftsQuery['myGifts'][number];
