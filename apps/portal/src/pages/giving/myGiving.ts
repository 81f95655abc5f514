// The rules of 'My Giving': dollars, the years a statement can be drawn for, a base64 PDF
// turned into a file to save, and a monthly gift's new amount as the giving flow checks it.
import { msg, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { usd } from '../../data/text';

/** dollars formats cents as '$1,234.50' in English (a refund, negative, as '-$25.00'), the language's way. */
export const dollars = (cents: number): string => usd(cents);

/** givingYears lists the calendar years (UTC) of the gifts, newest first, each once. */
export function givingYears(gifts: readonly { givenOn: string }[]): number[] {
  const ys = new Set<number>();
  for (const g of gifts) {
    const y = new Date(g.givenOn).getUTCFullYear();
    if (!Number.isNaN(y)) ys.add(y);
  }
  return [...ys].sort((a, b) => b - a);
}

/** statusLabel is the chip text of a gift's status. */
export function statusLabel(status: string): string {
  return status === 'REFUNDED' ? t`Refunded` : status === 'PAID' ? t`Paid` : status.charAt(0) + status.slice(1).toLowerCase();
}

/** pdfBlob decodes a base64 PDF into a Blob. */
export function pdfBlob(base64: string): Blob {
  const bin = atob(base64);
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  return new Blob([bytes], { type: 'application/pdf' });
}

/** savePdf hands a base64 PDF to the browser as a download named fileName. */
export function savePdf(file: { fileName: string; base64: string }): void {
  const url = URL.createObjectURL(pdfBlob(file.base64));
  const a = document.createElement('a');
  a.href = url;
  a.download = file.fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** MAX_MONTHLY_DOLLARS is the largest gift taken online in whole dollars (giving.MaxProjectDollars). */
export const MAX_MONTHLY_DOLLARS = 999_999;

/** The giving flow's amount messages (backend giving/levels.go), word for word. */
export const AMOUNT_REQUIRED = msg`Please enter a donation amount`;
export const AMOUNT_TOO_LARGE = msg`Please enter a donation amount of at most $999,999`;

/**
 * monthlyDollars reads the whole dollars a donor typed for a monthly gift: the number, or the
 * message the server would answer. Cents, signs and words are refused, as on the giving form.
 */
export function monthlyDollars(text: string): { dollars: number } | { error: MessageDescriptor } {
  const typed = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d+$/.test(typed)) return { error: AMOUNT_REQUIRED };
  const n = Number(typed);
  if (n <= 0) return { error: AMOUNT_REQUIRED };
  if (n > MAX_MONTHLY_DOLLARS) return { error: AMOUNT_TOO_LARGE };
  return { dollars: n };
}

/** recurringStatusLabel is the chip text of a monthly gift's status. */
export function recurringStatusLabel(status: string): string {
  if (status === 'ACTIVE') return t`Active`;
  if (status === 'CANCELLED') return t`Cancelled`;
  if (status === 'ENDED') return t`Ended`;
  return status.charAt(0) + status.slice(1).toLowerCase();
}

/** cancelQuestion is the confirmation a donor answers before a monthly gift is cancelled. */
export function cancelQuestion(cents: number, fundName: string | null | undefined): string {
  const amount = dollars(cents);
  const fund = fundName || t`the general fund`;
  return t`Cancel your monthly gift of ${amount} to ${fund}? No further charges will be made.`;
}
