import { describe, expect, it, vi } from 'vitest';
import { DRAFT_SAVE_DELAY_MS, INDICATOR, PHOTO_LIMIT_BYTES, createDraftWriter, flushWhenLeaving, indicatorText, keptRecord, localIsNewer, localIsStale, offerText, photosFit, sameValue } from './draftLogic';

describe('offline drafts', () => {
  it('says exactly what the spec says', () => {
    expect(INDICATOR.saving).toBe('Saving…');
    expect(INDICATOR.saved).toBe('Saved');
    expect(INDICATOR.offline).toBe('Offline – saved on this device');
  });

  it("says 'Saved on this device' until the report's first save to the server", () => {
    expect(indicatorText('saved', true, false)).toBe('Saved on this device');
    expect(indicatorText('saved', true, true)).toBe('Saved');
    expect(indicatorText('saving', true, false)).toBe('Saving…');
    expect(indicatorText('idle', true, false)).toBe('');
    // offline says where the changes are, whether the server has the report or not
    expect(indicatorText('saved', false, false)).toBe('Offline – saved on this device');
    expect(indicatorText('saved', false, true)).toBe('Offline – saved on this device');
  });

  it('words the offer for a report the server has never seen', () => {
    expect(offerText('report', 'May 1, 2026, 10:00 AM', true)).toBe('This device has changes to this report from May 1, 2026, 10:00 AM that are newer than the copy on the server.');
    const fresh = offerText('proposal', 'May 1, 2026, 10:00 AM', false);
    expect(fresh).toBe('This device holds a new proposal from May 1, 2026, 10:00 AM that has not been saved to the server yet. Restore it to go on, or discard it to start again.');
    expect(fresh).not.toContain('copy on the server');
  });

  it('keeps a new report on the device, empty, until the server has it', () => {
    // nothing left of a report the server has: the record goes
    expect(keptRecord(null, [], true)).toBeNull();
    // a report the server has never seen stays this device's (so a reload opens the empty form)
    expect(keptRecord(null, [], false)).toEqual({ value: null, photos: [] });
    // what still waits stays either way
    expect(keptRecord({ notes: 'x' }, [], true)).toEqual({ value: { notes: 'x' }, photos: [] });
    expect(keptRecord(null, [{ id: 'p' }], true)).toEqual({ value: null, photos: [{ id: 'p' }] });
  });

  it("lets the server's version decide what is newer, never the device's clock", () => {
    const server = '2026-05-01T10:00:00.123456Z';
    // changes made on the server's present copy are newer, whatever the device's clock says
    expect(localIsNewer({ savedAt: Date.parse('2020-01-01T00:00:00Z'), base: server }, server)).toBe(true);
    expect(localIsNewer({ savedAt: Date.parse('2030-01-01T00:00:00Z'), base: server }, server)).toBe(true);
    // changes made on an older copy are not, even with a clock running ahead; they are stale
    const older = '2026-05-01T09:00:00Z';
    expect(localIsNewer({ savedAt: Date.parse('2030-01-01T00:00:00Z'), base: older }, server)).toBe(false);
    expect(localIsStale({ savedAt: Date.parse('2030-01-01T00:00:00Z'), base: older }, server)).toBe(true);
    expect(localIsStale({ savedAt: 1, base: server }, server)).toBe(false);
    // a report not on the server: the device's copy is all there is
    expect(localIsNewer({ savedAt: 1, base: null }, null)).toBe(true);
    // nothing kept
    expect(localIsNewer({ savedAt: 0, base: server }, server)).toBe(false);
    expect(localIsNewer(null, server)).toBe(false);
    // a copy kept before Reach recorded its base is offered, for the user to decide
    expect(localIsNewer({ savedAt: 1 }, server)).toBe(true);
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

describe('a change typed just before the tab closes', () => {
  class FakeDoc extends EventTarget {
    visibilityState = 'visible';
  }

  it('is kept after the delay while the page stays', () => {
    vi.useFakeTimers();
    const kept: string[] = [];
    const w = createDraftWriter<string>((v) => kept.push(v), DRAFT_SAVE_DELAY_MS);
    w.schedule('a');
    w.schedule('ab');
    vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS - 1);
    expect(kept).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(kept).toEqual(['ab']);
    vi.useRealTimers();
  });

  it('is kept at once when the page is left (pagehide) inside the delay, and only once', () => {
    vi.useFakeTimers();
    const kept: string[] = [];
    const w = createDraftWriter<string>((v) => kept.push(v), DRAFT_SAVE_DELAY_MS);
    const win = new EventTarget();
    const doc = new FakeDoc();
    const undo = flushWhenLeaving(w.flush, win, doc);
    w.schedule('closing soon');
    vi.advanceTimersByTime(100);
    win.dispatchEvent(new Event('pagehide'));
    expect(kept).toEqual(['closing soon']);
    vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS);
    expect(kept).toEqual(['closing soon']);
    undo();
    vi.useRealTimers();
  });

  it('is kept at once when the tab is hidden, not when it is shown', () => {
    vi.useFakeTimers();
    const kept: string[] = [];
    const w = createDraftWriter<string>((v) => kept.push(v), DRAFT_SAVE_DELAY_MS);
    const doc = new FakeDoc();
    const undo = flushWhenLeaving(w.flush, new EventTarget(), doc);
    w.schedule('x');
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(kept).toEqual([]);
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(kept).toEqual(['x']);
    // Nothing waiting: leaving writes nothing.
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(kept).toEqual(['x']);
    undo();
    vi.useRealTimers();
  });

  it('is forgotten once the server has it', () => {
    vi.useFakeTimers();
    const kept: string[] = [];
    const w = createDraftWriter<string>((v) => kept.push(v), DRAFT_SAVE_DELAY_MS);
    w.schedule('saved on the server');
    w.cancel();
    w.flush();
    vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS);
    expect(kept).toEqual([]);
    vi.useRealTimers();
  });
});
