// Uploading a file (spec/02 §7): ask getAttachmentUploadUrlForUser for a signed
// POST (url + fields), post the file as a multipart form with upload progress,
// then record it (saveProfilePhotoForUser / saveAttachmentForUser).
import { request } from '@reach/ui';

export const GET_UPLOAD_URL = `mutation GetAttachmentUploadUrl($attachment: AttachmentUploadInput!) {
  getAttachmentUploadUrlForUser(attachment: $attachment) { url fields }
}`;

export const SAVE_PROFILE_PHOTO = `mutation SaveProfilePhoto($profilePhoto: ProfilePhotoInput!) {
  saveProfilePhotoForUser(profilePhoto: $profilePhoto) { _id url thumbnail processed }
}`;

export interface UploadTarget {
  url: string;
  /** fields go into the form before the file, in order. */
  fields: Record<string, string>;
}

/** newId makes a client-side id for a file about to be uploaded. */
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
  return filename.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'file';
}

function fieldsOf(raw: unknown): Record<string, string> {
  if (!raw) return {};
  const obj = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
  if (Array.isArray(obj)) {
    // [{ key, value }] or [[key, value]]
    const out: Record<string, string> = {};
    for (const f of obj as unknown[]) {
      if (Array.isArray(f)) out[String(f[0])] = String(f[1]);
      else if (f && typeof f === 'object') {
        const kv = f as { key?: string; name?: string; value?: unknown };
        out[String(kv.key ?? kv.name)] = String(kv.value);
      }
    }
    return out;
  }
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(obj as Record<string, unknown>)) out[k] = String(v);
  return out;
}

/** getUploadTarget asks the server where to post a new file. */
export async function getUploadTarget(_id: string, s3Key: string, contentType?: string): Promise<UploadTarget> {
  let d: { getAttachmentUploadUrlForUser: { url: string; fields: unknown } | null };
  try {
    d = await request(GET_UPLOAD_URL, { attachment: { _id, s3Key, ...(contentType ? { contentType } : {}) } });
  } catch (e) {
    throw e instanceof Error ? e : new Error('Failed to get upload URL');
  }
  const t = d.getAttachmentUploadUrlForUser;
  if (!t) throw new Error('Failed to get upload URL');
  if (!t.url) throw new Error('Bad upload URL');
  return { url: t.url, fields: fieldsOf(t.fields) };
}

/**
 * postFile posts file to the signed URL as multipart/form-data and reports
 * progress 0-100. XMLHttpRequest, because fetch cannot report upload progress.
 */
export function postFile(target: UploadTarget, file: File, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    // file.graphqls: every field, then Content-Type, then the file, last, as "file".
    for (const [k, v] of Object.entries(target.fields)) form.append(k, v);
    form.append('Content-Type', file.type || 'application/octet-stream');
    form.append('file', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', target.url);
    xhr.upload.onprogress = (ev) => {
      if (ev.lengthComputable && ev.total > 0) onProgress(Math.min(100, Math.round((ev.loaded / ev.total) * 100)));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve();
      } else reject(new Error('There was an error uploading your attachment.'));
    };
    xhr.onerror = () => reject(new Error('There was an error uploading your attachment.'));
    xhr.onabort = () => reject(Object.assign(new Error('aborted'), { name: 'AbortError' }));
    signal?.addEventListener('abort', () => xhr.abort());
    onProgress(0);
    xhr.send(form);
  });
}
