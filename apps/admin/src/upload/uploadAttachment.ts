// Uploading one file: ask for an upload URL, POST the file there as a multipart form (with
// progress), then save the attachment record. Messages are the spec's (spec/02, section 9).
import { authHeaders, graphqlRequest } from '../graphql';
import type { Operation, UploadApi } from './uploadApi';

export const UPLOAD_FAILED = 'There was an error uploading your attachment.';
export const BAD_UPLOAD_URL = 'Bad upload URL';
export const NO_UPLOAD_URL = 'Failed to get upload URL';

/** UploadError carries one of the messages above, ready to show. */
export class UploadError extends Error {
  constructor(message: string, readonly cause?: unknown) {
    super(message);
    this.name = 'UploadError';
  }
}

/** UploadedFile is what saveAttachmentForUser answers. */
export interface UploadedFile {
  _id: string;
  url?: string | null;
}

/** newId is a random UUID (v4); crypto.randomUUID exists only in secure contexts. */
export const newId = (): string => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
};

/**
 * s3KeyFor names the stored object: a path ending in the file's name (made safe); the server
 * decides the real key (fields.key) and checks this one on save.
 */
export const s3KeyFor = (id: string, filename: string) =>
  `attachments/${id}/${filename.replace(/[^A-Za-z0-9._-]+/g, '_').slice(-120) || 'file'}`;

/** formFields reads the upload fields whether the schema gives JSON, a JSON string or pairs. */
export const formFields = (fields: unknown): [string, string][] => {
  let value = fields;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (Array.isArray(value)) {
    return value
      .map((pair) => {
        const p = pair as Record<string, unknown>;
        return [String(p.name ?? p.key ?? ''), String(p.value ?? '')] as [string, string];
      })
      .filter(([name]) => name);
  }
  if (value && typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, String(v)]);
  }
  return [];
};

/** checkedUrl is the upload URL resolved against the page, or null unless http(s). */
export const checkedUrl = (url: unknown): URL | null => {
  if (typeof url !== 'string' || !url.trim()) return null;
  try {
    const parsed = new URL(url, window.location.href);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed : null;
  } catch {
    return null;
  }
};

// Only the fields the argument's input type declares are sent.
const inputFor = (op: Operation, values: Record<string, unknown>) => {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || !op.inputFields.has(name)) continue;
    out[name] = value;
  }
  return { [op.argName]: out };
};

const call = async (op: Operation, values: Record<string, unknown>) => {
  const data = await graphqlRequest<Record<string, unknown>>(op.query, inputFor(op, values));
  return Object.values(data)[0];
};

/** post sends the multipart form with XMLHttpRequest, the one browser API with upload progress. */
const post = (url: URL, fields: [string, string][], file: File, onProgress: (p: number) => void) =>
  new Promise<void>((resolve, reject) => {
    const form = new FormData();
    for (const [name, value] of fields) form.append(name, value);
    // The signed policy checks the upload's type: a Content-Type field, then the file, last.
    if (!fields.some(([name]) => name.toLowerCase() === 'content-type')) {
      form.append('Content-Type', file.type || 'application/octet-stream');
    }
    form.append('file', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url.href);
    // The server's own upload endpoint knows the session; a storage service gets only the
    // signed fields (an extra header would make its CORS preflight fail).
    if (url.origin === window.location.origin) {
      for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300
        ? resolve()
        : reject(new UploadError(UPLOAD_FAILED, `HTTP ${xhr.status}`));
    xhr.onerror = () => reject(new UploadError(UPLOAD_FAILED, 'network error'));
    xhr.onabort = () => reject(new UploadError(UPLOAD_FAILED, 'aborted'));
    xhr.send(form);
  });

export interface UploadOptions {
  /** attachedTo is the id of the record the file belongs to, when it exists already. */
  attachedTo?: string;
  /** type is the file's kind (H_PHOTO, PG_PHOTO, TRAINING_FILE...); the server's default otherwise. */
  type?: string;
  tags?: string[];
  onProgress?: (percent: number) => void;
}

/** uploadAttachment uploads one file and answers the saved file; it throws UploadError. */
export const uploadAttachment = async (
  api: UploadApi,
  file: File,
  { attachedTo, type, tags = [], onProgress = () => {} }: UploadOptions = {},
): Promise<UploadedFile> => {
  const _id = newId();
  const s3Key = s3KeyFor(_id, file.name);

  let target: { url?: unknown; fields?: unknown } | undefined;
  try {
    target = (await call(api.getUploadUrl, {
      _id,
      s3Key,
      contentType: file.type || undefined,
    })) as typeof target;
  } catch (error) {
    throw new UploadError(NO_UPLOAD_URL, error);
  }
  if (!target) throw new UploadError(NO_UPLOAD_URL);
  const url = checkedUrl(target.url);
  if (!url) throw new UploadError(BAD_UPLOAD_URL, target.url);

  onProgress(0);
  await post(url, formFields(target.fields), file, onProgress);
  onProgress(100);

  const uploadedType = api.saveAttachment.inputFields.get('uploaded');
  let saved: unknown;
  try {
    saved = await call(api.saveAttachment, {
      _id,
      filename: file.name,
      s3Key,
      attachedTo,
      tags,
      type,
      uploaded: uploadedType === 'Boolean' ? true : new Date().toISOString(),
    });
  } catch (error) {
    throw new UploadError(UPLOAD_FAILED, error);
  }
  const record = (saved ?? {}) as Record<string, unknown>;
  return { _id: String(record._id ?? record.id ?? _id), url: (record.url as string) ?? null };
};
