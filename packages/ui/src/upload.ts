// Uploading a file (spec/02 §7, backend/graph/schema/file.graphqls): ask
// getAttachmentUploadUrlForUser for a signed POST (url + fields), post the file there as a
// multipart form with upload progress, then record it (saveAttachmentForUser, or the portal's
// saveProfilePhotoForUser). The messages are the spec's (spec/02 §9).
import { msg } from '@lingui/core/macro';
import { authHeaders, doc, request, type RequestOptions } from './graphql';
import { tr } from '@reach/ui/translate';
import type {
  GetAttachmentUploadUrlMutation,
  GetAttachmentUploadUrlMutationVariables,
  SaveAttachmentMutation,
  SaveAttachmentMutationVariables,
} from './generated/graphql';

export const UPLOAD_FAILED = 'There was an error uploading your attachment.';
export const BAD_UPLOAD_URL = 'Bad upload URL';
export const NO_UPLOAD_URL = 'Failed to get upload URL';
// The same messages as the errors throw them, in the current language.
const UPLOAD_FAILED_MSG = msg`There was an error uploading your attachment.`;
const NO_UPLOAD_URL_MSG = msg`Failed to get upload URL`;

export const GET_UPLOAD_URL = doc<GetAttachmentUploadUrlMutation, GetAttachmentUploadUrlMutationVariables>(/* GraphQL */ `mutation GetAttachmentUploadUrl($attachment: AttachmentUploadInput!) {
  getAttachmentUploadUrlForUser(attachment: $attachment) { url fields }
}`);

export const SAVE_ATTACHMENT = doc<SaveAttachmentMutation, SaveAttachmentMutationVariables>(/* GraphQL */ `mutation SaveAttachment($attachment: AttachmentInput!) {
  saveAttachmentForUser(attachment: $attachment) { _id url filename }
}`);

/** UploadError carries one of the messages above, ready to show, and what caused it. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

export interface UploadTarget {
  url: string;
  /** fields go into the form before the file, in order. */
  fields: [string, string][];
}

/** newId makes a client-side id (UUID v4) for a file about to be uploaded. */
export function newId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = new Uint8Array(16);
  crypto.getRandomValues(b);
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** s3KeyFor is the key asked for: a safe version of the file's name (the server picks the folder). */
export function s3KeyFor(filename: string): string {
  return filename.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '').slice(-120) || 'file';
}

/** formFields reads the signed fields whether they come as an object, a JSON string or pairs. */
export function formFields(raw: unknown): [string, string][] {
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (Array.isArray(value)) {
    return value
      .map((f): [string, string] => {
        if (Array.isArray(f)) return [String(f[0]), String(f[1])];
        const kv = (f ?? {}) as { key?: unknown; name?: unknown; value?: unknown };
        return [String(kv.key ?? kv.name ?? ''), String(kv.value ?? '')];
      })
      .filter(([name]) => name);
  }
  if (value && typeof value === 'object') return Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, String(v)]);
  return [];
}

/** checkedUrl is the upload URL resolved against the page, or null unless http(s). */
export function checkedUrl(url: unknown): URL | null {
  if (typeof url !== 'string' || !url.trim()) return null;
  try {
    const parsed = new URL(url, window.location.href);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed : null;
  } catch {
    return null;
  }
}

/** getUploadTarget asks the server where to post a new file. */
export async function getUploadTarget(
  _id: string,
  s3Key: string,
  contentType?: string,
  options: RequestOptions = {},
): Promise<UploadTarget> {
  let d: GetAttachmentUploadUrlMutation;
  try {
    d = await request(GET_UPLOAD_URL, { attachment: { _id, s3Key, ...(contentType ? { contentType } : {}) } }, options);
  } catch (e) {
    // The server's own message (a quota, a refused type) says more than ours.
    throw e instanceof Error && e.message ? new UploadError(e.message, e) : new UploadError(tr(NO_UPLOAD_URL_MSG), e);
  }
  const t = d.getAttachmentUploadUrlForUser;
  if (!t) throw new UploadError(tr(NO_UPLOAD_URL_MSG));
  const url = checkedUrl(t.url);
  if (!url) throw new UploadError(tr(msg`Bad upload URL`), t.url);
  return { url: url.href, fields: formFields(t.fields) };
}

/**
 * postFile posts file to the signed URL as multipart/form-data and reports progress 0-100
 * (XMLHttpRequest: fetch cannot report upload progress). Reach's own upload endpoint also gets
 * the session headers; a storage service gets only the signed fields (an extra header would make
 * its CORS preflight fail).
 */
export function postFile(
  target: UploadTarget,
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
  options: Pick<RequestOptions, 'account'> = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    // file.graphqls: every field, then Content-Type, then the file, last, as "file".
    for (const [k, v] of target.fields) form.append(k, v);
    if (!target.fields.some(([k]) => k.toLowerCase() === 'content-type')) {
      form.append('Content-Type', file.type || 'application/octet-stream');
    }
    form.append('file', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', target.url);
    if (new URL(target.url).origin === window.location.origin) {
      for (const [name, value] of Object.entries(authHeaders(options))) xhr.setRequestHeader(name, value);
    }
    xhr.upload.onprogress = (ev) => {
      if (ev.lengthComputable && ev.total > 0) onProgress(Math.min(100, Math.round((ev.loaded / ev.total) * 100)));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve();
      } else reject(new UploadError(tr(UPLOAD_FAILED_MSG), `HTTP ${xhr.status}`));
    };
    xhr.onerror = () => reject(new UploadError(tr(UPLOAD_FAILED_MSG), 'network error'));
    xhr.onabort = () => reject(Object.assign(new Error('aborted'), { name: 'AbortError' }));
    signal?.addEventListener('abort', () => xhr.abort());
    onProgress(0);
    xhr.send(form);
  });
}

export interface UploadOptions extends Pick<RequestOptions, 'account'> {
  /** attachedTo is the id of the record the file belongs to, when it exists already. */
  attachedTo?: string;
  /** type is the file's kind (H_PHOTO, PG_PHOTO, TRAINING_FILE...); the server's default otherwise. */
  type?: string;
  tags?: string[];
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

export type UploadedFile = SaveAttachmentMutation['saveAttachmentForUser'];

/** uploadAttachment uploads one file and records it (saveAttachmentForUser); it throws UploadError. */
export async function uploadAttachment(
  file: File,
  { attachedTo, type, tags = [], onProgress = () => {}, signal, account }: UploadOptions = {},
): Promise<UploadedFile> {
  const _id = newId();
  const s3Key = s3KeyFor(file.name);
  const target = await getUploadTarget(_id, s3Key, file.type || undefined, { account, signal });
  await postFile(target, file, onProgress, signal, { account });
  try {
    const d = await request(
      SAVE_ATTACHMENT,
      { attachment: { _id, filename: file.name, s3Key, attachedTo, tags, type, uploaded: true } },
      { account, signal },
    );
    return d.saveAttachmentForUser;
  } catch (e) {
    throw new UploadError(e instanceof Error && e.message ? e.message : tr(UPLOAD_FAILED_MSG), e);
  }
}
