// Which edit addresses open a new report (spec/03 §2: "New …" opens the form with a freshly
// generated id). The server answers NOT_FOUND alike for an id nobody has used and for a report
// the viewer may not read, so the form cannot tell them apart from the answer: an id is new only
// when this device made it, that is when the "New …" button handed it over in the navigation's
// state or when the device holds a record of this user's for it. The form opened with that state
// writes the record at once, before anything is typed (markNewDraft), so a reload, or the address
// opened again without the state, shows the empty new form again; the record stays until the
// first save to the server. Any other id the server does not show is the not-found page, never
// an empty form.
import { useEffect, useState } from 'react';
import { useLocation } from '@reach/ui/router';
import { newId } from '@reach/ui/upload';
import { getDraft, markNewDraft } from './draftStore';

/** newReportState is the navigation state that marks reportId as made by this device's "New …". */
export function newReportState(reportId: string): { newReport: string } {
  return { newReport: reportId };
}

/**
 * openNewReport opens the form at editPath (the edit route up to the id) for a fresh id, marked
 * new. With the user's id, the device records the id as this user's new report before the form
 * opens, so the address opened at once in another tab shows the new form too, not the not-found
 * page (without it the record is written once the server has answered that it has no such report).
 */
export function openNewReport(navigate: (to: string, options: { state: unknown }) => void, editPath: string, userId?: string | null): void {
  const id = newId();
  const open = () => navigate(`${editPath}/${id}`, { state: newReportState(id) });
  if (!userId) {
    open();
    return;
  }
  void markNewDraft(userId, id).then(open, open);
}

/** markedNew tells whether a navigation state marks reportId as new. */
export function markedNew(state: unknown, reportId: string): boolean {
  return !!reportId && typeof state === 'object' && state !== null && (state as { newReport?: unknown }).newReport === reportId;
}

/**
 * useIsNewReport answers whether reportId, which the server does not show (absent), is a new
 * report of this user: true, false (the not-found page), or undefined while the device is read.
 * Nothing is read while the report is not absent.
 */
export function useIsNewReport(userId: string | null | undefined, reportId: string, absent: boolean): boolean | undefined {
  const { state } = useLocation();
  const marked = markedNew(state, reportId);
  const [kept, setKept] = useState<{ key: string; found: boolean } | null>(null);
  const key = `${userId ?? ''}:${reportId}`;
  // The id handed over by "New …" is this device's from now on, typed into or not.
  useEffect(() => {
    if (absent && marked && userId) void markNewDraft(userId, reportId);
  }, [absent, marked, userId, reportId]);
  useEffect(() => {
    if (!absent || marked || !userId || !reportId) return undefined;
    let live = true;
    void getDraft(userId, reportId).then((r) => {
      if (live) setKept({ key, found: r !== null });
    });
    return () => {
      live = false;
    };
  }, [absent, marked, userId, reportId, key]);
  if (!absent) return undefined;
  if (marked) return true;
  if (!userId || !reportId) return false;
  return kept?.key === key ? kept.found : undefined;
}
