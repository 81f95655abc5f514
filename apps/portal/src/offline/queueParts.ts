// What the report forms share when they queue a report offline (docs/offline.md).
import type { PendingPhoto } from '../reports/draftStore';

/**
 * withPendingPhotos adds the ids of the photos waiting on the device to the form's attachment
 * lists: they are uploaded with those ids before the queued save, so the save names them.
 */
export function withPendingPhotos<F extends { publicAttachmentIds: string[]; privateAttachmentIds: string[] }>(form: F, photos: Pick<PendingPhoto, 'id' | 'section'>[]): F {
  const add = (ids: string[], section: PendingPhoto['section']) => [...ids, ...photos.filter((p) => p.section === section && !ids.includes(p.id)).map((p) => p.id)];
  return { ...form, publicAttachmentIds: add(form.publicAttachmentIds, 'public'), privateAttachmentIds: add(form.privateAttachmentIds, 'private') };
}
