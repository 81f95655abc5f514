import { describe, expect, it } from 'vitest';
import { INDICATOR, PHOTO_LIMIT_BYTES, localIsNewer, photosFit, sameValue } from './draftLogic';

describe('offline drafts', () => {
  it('says exactly what the spec says', () => {
    expect(INDICATOR.saving).toBe('Saving…');
    expect(INDICATOR.saved).toBe('Saved');
    expect(INDICATOR.offline).toBe('Offline – saved on this device');
  });

  it('offers a local copy only when it is newer than the server copy', () => {
    const server = '2026-05-01T10:00:00Z';
    expect(localIsNewer(Date.parse('2026-05-01T10:00:01Z'), server)).toBe(true);
    expect(localIsNewer(Date.parse('2026-05-01T09:59:59Z'), server)).toBe(false);
    expect(localIsNewer(Date.parse(server), server)).toBe(false);
    expect(localIsNewer(Date.now(), null)).toBe(true);
    expect(localIsNewer(null, server)).toBe(false);
  });

  it('keeps photos up to 10 MB per draft', () => {
    expect(photosFit([], PHOTO_LIMIT_BYTES)).toBe(true);
    expect(photosFit([{ size: 6 * 1024 * 1024 }], 5 * 1024 * 1024)).toBe(false);
    expect(photosFit([{ size: 6 * 1024 * 1024 }], 4 * 1024 * 1024)).toBe(true);
  });

  it('compares values as stored', () => {
    expect(sameValue({ a: 1, b: [1] }, { a: 1, b: [1] })).toBe(true);
    expect(sameValue({ a: 1 }, { a: 2 })).toBe(false);
  });
});
