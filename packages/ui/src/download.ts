// Downloads that need the session: the agreement PDF (GET /agreements/{id}/pdf) answers only to
// the session's Authorization and Contact headers, which a plain link cannot send, so the file is
// fetched, then saved from a blob URL under the server's filename.
import { msg } from '@lingui/core/macro';
import { authHeaders, offlineMessage, type RequestOptions } from './graphql';
import { tr } from '@reach/ui/translate';

/** agreementPdfPath is where the server renders an agreement's PDF (from SIGNING on). */
export const agreementPdfPath = (agreementId: string): string => `/agreements/${encodeURIComponent(agreementId)}/pdf`;

/** personalDataPath is where the server draws the signed-in person's data export (one zip). */
export const personalDataPath = '/personal-data/export';

/**
 * filenameFrom reads a Content-Disposition header's filename (RFC 6266: filename* in UTF-8
 * first, then filename), or fallback.
 */
export function filenameFrom(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"/i.exec(disposition) ?? /filename\s*=\s*([^;]+)/i.exec(disposition);
  return plain?.[1].trim() || fallback;
}

/** NOT_AVAILABLE is the message when the server has no such download (it answered a web page). */
export const NOT_AVAILABLE = 'This download is not available.';

/**
 * isWebPage tells whether an answer is a web page rather than a file: a path the server does not
 * route falls back to the app's index.html, which must not be saved as the file asked for.
 */
export const isWebPage = (contentType: string | null): boolean => /^\s*text\/html\b/i.test(contentType ?? '');

/**
 * downloadWithSession fetches path with the session's headers and saves the answer. It rejects
 * with the server's message ({"error": "..."} bodies) when the answer is not a file.
 */
export async function downloadWithSession(path: string, fallbackName: string, options: Pick<RequestOptions, 'account'> = {}): Promise<string> {
  let res: Response;
  try {
    res = await fetch(path, { headers: authHeaders(options), credentials: 'same-origin' });
  } catch {
    throw new Error(offlineMessage());
  }
  if (!res.ok) {
    const status = res.status;
    let message = tr(msg`Server error (${status})`);
    try {
      const body = (await res.json()) as { error?: string };
      if (body.error) message = body.error;
    } catch {
      // not JSON: keep the status
    }
    throw new Error(message);
  }
  if (isWebPage(res.headers.get('Content-Type'))) throw new Error(tr(msg`This download is not available.`));
  const name = filenameFrom(res.headers.get('Content-Disposition'), fallbackName);
  const url = URL.createObjectURL(await res.blob());
  try {
    const a = document.createElement('a');
    a.href = url;
    a.download = name;
    document.body.appendChild(a);
    a.click();
    a.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
  return name;
}
