// The rules of 'My Giving': dollars, the years a statement can be drawn for, and a base64 PDF
// turned into a file to save.

import { formatCents } from '@reach/ui/money';

/** dollars formats cents as '$1,234.50' (a refund, negative, as '-$25.00'). */
export const dollars = (cents: number): string => formatCents(cents);

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
  return status === 'REFUNDED' ? 'Refunded' : status === 'PAID' ? 'Paid' : status.charAt(0) + status.slice(1).toLowerCase();
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
