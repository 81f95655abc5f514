// A full-screen photo viewer: arrow keys and buttons move, Escape closes, and
// a swipe on a touch screen moves too. The buttons are large enough for thumbs.
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef } from 'react';
import { useLanguage } from '@reach/ui/i18n';
import { Box, createSvgIcon, Typography } from '@reach/ui/mui';
import { Dialog } from '@reach/ui/mui-menus';
import IconButton from '@mui/material/IconButton';

const CloseIcon = createSvgIcon(<path d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z" />, 'Close');
const PrevIcon = createSvgIcon(<path d="M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z" />, 'Previous');
/** FLIP points the arrows the reading way: right to left, 'previous' points right. */
const FLIP = { '[dir="rtl"] &': { transform: 'scaleX(-1)' } };
const NextIcon = createSvgIcon(<path d="M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z" />, 'Next');

export interface ViewerPhoto {
  url: string;
  alt: string;
}

export function PhotoViewer({ photos, index, onIndex, onClose }: { photos: ViewerPhoto[]; index: number | null; onIndex: (i: number) => void; onClose: () => void }) {
  const open = index !== null && photos.length > 0;
  const n = photos.length;
  const go = useCallback((delta: number) => index !== null && n > 0 && onIndex((index + delta + n) % n), [index, n, onIndex]);
  const touchX = useRef<number | null>(null);
  const { t } = useLingui();
  // Right to left, the next photo is to the left (where the Next button is): keys and swipes follow.
  const rtl = useLanguage().dir === 'rtl';
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const back = forward === 'ArrowRight' ? 'ArrowLeft' : 'ArrowRight';

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === forward) go(1);
      else if (e.key === back) go(-1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, go, forward, back]);

  if (!open || index === null) return null;
  const photo = photos[index];
  const btn = { color: '#fff', bgcolor: 'rgba(0,0,0,0.45)', width: 56, height: 56, '&:hover': { bgcolor: 'rgba(0,0,0,0.7)' } };
  return (
    <Dialog fullScreen open onClose={onClose} aria-labelledby="photo-viewer-title" slotProps={{ paper: { sx: { bgcolor: '#000' } } }}>
      <Typography id="photo-viewer-title" component="h2" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        <Trans>Photo viewer</Trans>
      </Typography>
      <Box
        sx={{ position: 'relative', width: '100%', height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center', touchAction: 'pan-y' }}
        onTouchStart={(e) => {
          touchX.current = e.touches[0]?.clientX ?? null;
        }}
        onTouchEnd={(e) => {
          const start = touchX.current;
          touchX.current = null;
          const end = e.changedTouches[0]?.clientX;
          if (start === null || end === undefined) return;
          // a swipe towards the end of the line goes back
          if (end - start > 50) go(rtl ? 1 : -1);
          else if (start - end > 50) go(rtl ? -1 : 1);
        }}
      >
        <Box component="img" src={photo.url} alt={photo.alt} sx={{ width: '100%', height: '100%', objectFit: 'contain', userSelect: 'none' }} draggable={false} />
        <IconButton aria-label={t`Close`} onClick={onClose} sx={{ ...btn, position: 'absolute', top: 12, right: 12 }}>
          <CloseIcon />
        </IconButton>
        {n > 1 && (
          <>
            <IconButton aria-label={t`Previous photo`} onClick={() => go(-1)} sx={{ ...btn, position: 'absolute', left: 12, top: '50%', transform: 'translateY(-50%)' }}>
              <PrevIcon sx={FLIP} />
            </IconButton>
            <IconButton aria-label={t`Next photo`} onClick={() => go(1)} sx={{ ...btn, position: 'absolute', right: 12, top: '50%', transform: 'translateY(-50%)' }}>
              <NextIcon sx={FLIP} />
            </IconButton>
          </>
        )}
        <Typography sx={{ position: 'absolute', bottom: 16, left: 0, right: 0, textAlign: 'center', color: '#fff' }} data-testid="viewer-position">
          {index + 1} / {n}
        </Typography>
      </Box>
    </Dialog>
  );
}

/** PhotoGrid shows thumbnails that open the viewer. */
export function PhotoGrid({ photos, onOpen }: { photos: Array<ViewerPhoto & { thumbUrl?: string }>; onOpen: (i: number) => void }) {
  const { t } = useLingui();
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' } }}>
      {photos.map((p, i) => (
        <Box
          key={`${p.url}-${i}`}
          component="button"
          type="button"
          onClick={() => onOpen(i)}
          aria-label={t`Open photo ${i + 1}`}
          sx={{ p: 0, border: 0, cursor: 'zoom-in', borderRadius: 1, overflow: 'hidden', aspectRatio: '4 / 3', bgcolor: 'grey.200' }}
        >
          <Box component="img" src={p.thumbUrl ?? p.url} alt={p.alt} loading="lazy" sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
        </Box>
      ))}
    </Box>
  );
}
