// useQueueSubmit is what a report form's Submit does offline (docs/offline.md): the report, its
// photos and the calls the form would make (save with the version it read, then submit) are
// queued on the device; the draft gives way to the queued copy. A full device says so and keeps
// the draft.
import { useCallback } from 'react';
import { useNotify } from '../components/Notify';
import { MSG } from '../reports/messages';
import { useOfflineData } from './OfflineData';
import type { QueuedReport } from './outbox';
import { OFFLINE_TEXT } from './texts';

export type QueueInput = Omit<QueuedReport, 'key' | 'seq' | 'done' | 'state' | 'message' | 'queuedAt' | 'userId' | 'contactId'>;

export function useQueueSubmit() {
  const { enqueue } = useOfflineData();
  const { notify } = useNotify();
  return useCallback(
    async (item: QueueInput, forgetDraft: () => Promise<void>): Promise<boolean> => {
      const r = await enqueue(item);
      if (r === 'queued') {
        await forgetDraft();
        notify('info', OFFLINE_TEXT.queued);
        return true;
      }
      notify('error', r === 'full' ? OFFLINE_TEXT.full : MSG.saveFailed, MSG.errorTitle);
      return false;
    },
    [enqueue, notify],
  );
}
