// AttachmentGallery (spec/03 §2, §3 Attachment; issue 13 "Galleries"): a report's public and
// private attachments, each split into photos (opened in PhotoViewer) and other files. Uploads go
// through the upload flow (upload URL, signed POST, saveAttachmentForUser with type REPORT_FILE,
// attached to the report). A photo picked while offline is kept on the device (up to the draft's
// limit) and uploaded when the connection is back.
import { useEffect, useMemo, useRef, useState } from 'react';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Link, Paper, Typography } from '@reach/ui/mui';
import LinearProgressBar from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { request } from '@reach/ui/graphql';
import { getUploadTarget, newId, postFile, s3KeyFor } from '../data/upload';
import { useGql } from '../data/useGql';
import { useNotify } from '../components/Notify';
import { PhotoGrid, PhotoViewer } from '../components/PhotoViewer';
import type { PendingPhoto } from './draftStore';
import { REPORT_FILES, SAVE_REPORT_ATTACHMENT } from './queries';
import { MSG } from './messages';
import { texts } from './texts';

export type Section = 'public' | 'private';

export interface ReportFile {
  _id: string;
  filename: string;
  contentType: string;
  size: number;
  url: string;
  thumbnail: string | null;
  images: Array<{ sizeCode: string; url: string }>;
}

export const REPORT_FILE_TYPE = 'REPORT_FILE';

export function isPhoto(f: Pick<ReportFile, 'contentType' | 'filename'>): boolean {
  return f.contentType.startsWith('image/') || /\.(jpe?g|png|gif|webp|heic)$/i.test(f.filename);
}

export interface OfflinePhotos {
  online: boolean;
  photos: PendingPhoto[];
  addPhoto: (file: File, section: Section, id: string) => Promise<string | null>;
  removePhoto: (id: string) => void;
}

/** GalleryWording titles the two sets and says who sees each. */
export interface GalleryWording {
  publicTitle: string;
  publicNote: string;
  privateTitle: string;
  privateNote: string;
}

/** GROUP_WORDING is the people group report's: its group's supporters see the public set. */
export const GROUP_WORDING: GalleryWording = texts({
  publicTitle: msg`Public Attachments`,
  publicNote: msg`Shown to this group's supporters once the report is approved.`,
  privateTitle: msg`Private Attachments`,
  privateNote: msg`Seen only by you and the staff.`,
});

/** PROJECT_WORDING is the proposals' and progress reports': the project's supporters see the public set. */
export const PROJECT_WORDING: GalleryWording = texts({
  publicTitle: msg`Public Attachments`,
  publicNote: msg`Shown to this project's supporters once the report is approved.`,
  privateTitle: msg`Private Attachments`,
  privateNote: msg`Seen only by you and the staff.`,
});

/**
 * TRAINING_WORDING is the training reports' (spec/03 §3 publicFiles, privateFiles): a training
 * report belongs to no people group or project, so it has no supporters to show files to, and in
 * Reach both sets are seen by the author and the staff alone. What tells them apart is what the
 * staff may do with them: public files may be shared beyond Reach (news, prayer updates),
 * private ones never (docs/reports.md, "Attachments").
 */
export const TRAINING_WORDING: GalleryWording = texts({
  publicTitle: msg`Public Files`,
  publicNote: msg`The staff may share these beyond Reach, for example in news and prayer updates.`,
  privateTitle: msg`Private Files`,
  privateNote: msg`Kept between you and the staff, never shared.`,
});

const UPLOAD = texts({ failed: msg`There was an error uploading your attachment.` });

export interface AttachmentGalleryProps {
  reportId: string;
  publicIds: string[];
  privateIds: string[];
  /** onChange is called with a section's new list of ids (an upload or a removal). */
  onChange?: (section: Section, ids: string[]) => void;
  editable?: boolean;
  offline?: OfflinePhotos;
  /** wording: the sets' titles and notes; GROUP_WORDING unless told. */
  wording?: GalleryWording;
}

/**
 * uploadReportFile uploads a file kept with its id (a photo picked offline) and attaches it to
 * the report; account names the account to act for (a queued report's), the selected one unless told.
 */
export async function uploadReportFile(file: Blob, name: string, type: string, id: string, reportId: string, section: Section, account?: string): Promise<ReportFile> {
  const s3Key = s3KeyFor(name);
  const f = file instanceof File ? file : new File([file], name, { type });
  const target = await getUploadTarget(id, s3Key, type || undefined, { account });
  await postFile(target, f, () => undefined, undefined, { account });
  const d = await request(SAVE_REPORT_ATTACHMENT, { attachment: { _id: id, filename: name, s3Key, attachedTo: reportId, type: REPORT_FILE_TYPE, tags: [section], uploaded: true } }, { account });
  return d.saveAttachmentForUser as ReportFile;
}
const upload = uploadReportFile;

export function AttachmentGallery({ reportId, publicIds, privateIds, onChange, editable, offline, wording = GROUP_WORDING }: AttachmentGalleryProps) {
  const { data } = useGql(REPORT_FILES, { filters: { type: REPORT_FILE_TYPE, attachedTo: reportId } }, { quiet: true });
  const [added, setAdded] = useState<ReportFile[]>([]);
  const files = useMemo(() => {
    const byId = new Map<string, ReportFile>();
    for (const f of (data?.allFilesForUser ?? []) as ReportFile[]) byId.set(f._id, f);
    for (const f of added) byId.set(f._id, f);
    return byId;
  }, [data, added]);
  const ids = useRef({ publicIds, privateIds });
  ids.current = { publicIds, privateIds };
  const { notify } = useNotify();

  const uploaded = (section: Section, f: ReportFile) => {
    setAdded((a) => [...a, f]);
    const list = section === 'public' ? ids.current.publicIds : ids.current.privateIds;
    if (!list.includes(f._id)) onChange?.(section, [...list, f._id]);
  };

  // Photos kept while offline go up once the connection is back.
  const sending = useRef(new Set<string>());
  useEffect(() => {
    if (!offline?.online) return;
    for (const p of offline.photos) {
      if (sending.current.has(p.id)) continue;
      sending.current.add(p.id);
      upload(p.blob, p.name, p.type, p.id, reportId, p.section).then(
        (f) => {
          uploaded(p.section, f);
          offline.removePhoto(p.id);
        },
        (e: unknown) => {
          sending.current.delete(p.id);
          notify('error', e instanceof Error ? e.message : UPLOAD.failed, MSG.errorTitle);
        },
      );
    }
  }, [offline?.online, offline?.photos]); // eslint-disable-line react-hooks/exhaustive-deps

  const sectionProps = (section: Section) => ({
    section,
    reportId,
    files: (section === 'public' ? publicIds : privateIds).map((id) => files.get(id)).filter((f): f is ReportFile => !!f),
    pending: (offline?.photos ?? []).filter((p) => p.section === section),
    editable,
    offline,
    onUploaded: (f: ReportFile) => uploaded(section, f),
    onRemove: (id: string) => onChange?.(section, (section === 'public' ? publicIds : privateIds).filter((x) => x !== id)),
  });

  return (
    <Stack spacing={2}>
      <GallerySection title={wording.publicTitle} note={wording.publicNote} {...sectionProps('public')} />
      <GallerySection title={wording.privateTitle} note={wording.privateNote} {...sectionProps('private')} />
    </Stack>
  );
}

function GallerySection({
  title,
  note,
  section,
  reportId,
  files,
  pending,
  editable,
  offline,
  onUploaded,
  onRemove,
}: {
  title: string;
  note: string;
  section: Section;
  reportId: string;
  files: ReportFile[];
  pending: PendingPhoto[];
  editable?: boolean;
  offline?: OfflinePhotos;
  onUploaded: (f: ReportFile) => void;
  onRemove: (id: string) => void;
}) {
  const { notify } = useNotify();
  const { t } = useLingui();
  const [busy, setBusy] = useState(0);
  const [index, setIndex] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const photos = files.filter(isPhoto);
  const names = pending.map((p) => p.name).join(', ');
  const others = files.filter((f) => !isPhoto(f));
  const viewer = photos.map((f) => ({ url: f.images.find((i) => i.sizeCode === 'lg')?.url ?? f.url, thumbUrl: f.thumbnail ?? undefined, alt: f.filename }));

  const pick = async (list: FileList | null) => {
    for (const file of Array.from(list ?? [])) {
      const id = newId();
      if (offline && !offline.online) {
        if (!file.type.startsWith('image/')) {
          notify('warning', t`${file.name}: files other than photos can be added when you are back online.`);
          continue;
        }
        const err = await offline.addPhoto(file, section, id);
        if (err) notify('warning', err);
        continue;
      }
      setBusy((n) => n + 1);
      try {
        onUploaded(await upload(file, file.name, file.type, id, reportId, section));
      } catch (e) {
        notify('error', e instanceof Error ? e.message : UPLOAD.failed, MSG.errorTitle);
      } finally {
        setBusy((n) => n - 1);
      }
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid={`attachments-${section}`}>
      <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 0.5 }}>
        <Typography variant="subtitle1" component="h3" fontWeight={700} sx={{ flex: 1 }}>
          {title}
        </Typography>
        {editable && (
          <>
            <Button size="small" variant="outlined" onClick={() => input.current?.click()} disabled={busy > 0}>
              <Trans>Add Files</Trans>
            </Button>
            <input ref={input} type="file" multiple hidden aria-label={t`Add ${title}`} onChange={(e) => void pick(e.target.files).then(() => (e.target.value = ''))} />
          </>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {note}
      </Typography>
      {busy > 0 && <LinearProgressBar sx={{ mb: 1.5 }} aria-label={t`Uploading`} />}
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        <Trans>Photos</Trans>
      </Typography>
      {photos.length === 0 && pending.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          <Trans>No photos</Trans>
        </Typography>
      ) : (
        <Box sx={{ mb: 2 }}>
          <PhotoGrid photos={viewer} onOpen={setIndex} />
          {pending.length > 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="pending-photos">
              {plural(pending.length, {
                one: `# photo saved on this device, to upload when you are back online: ${names}`,
                other: `# photos saved on this device, to upload when you are back online: ${names}`,
              })}
            </Typography>
          )}
        </Box>
      )}
      <PhotoViewer photos={viewer} index={index} onIndex={setIndex} onClose={() => setIndex(null)} />
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        <Trans>Files</Trans>
      </Typography>
      {others.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          <Trans>No files</Trans>
        </Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}>
          {others.map((f) => (
            <Stack key={f._id} direction="row" spacing={1} alignItems="center" sx={{ p: 1, borderRadius: 1, bgcolor: 'grey.100', minWidth: 0 }}>
              <Link href={f.url} target="_blank" rel="noopener noreferrer" sx={{ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                {f.filename}
              </Link>
              {editable && (
                <Button size="small" color="error" onClick={() => onRemove(f._id)} aria-label={t`Remove ${f.filename}`}>
                  <Trans>Remove</Trans>
                </Button>
              )}
            </Stack>
          ))}
        </Box>
      )}
    </Paper>
  );
}
