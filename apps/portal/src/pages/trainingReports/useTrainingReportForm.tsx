// What both training report forms do around their fields (spec/03 §2, §4, §8; issue 13): read the
// server's copy once (an id the server does not show is a new report, created on its first save,
// when this device made it, else the not-found page: reports/newReport.ts), keep every change on
// the device, save / submit / unsubmit / delete with the training toasts, put a refusal about one
// field on that field, and open the view after a submit. Training reports have no re-submit: a
// held report offers "Unsubmit Report". Offline, Submit queues the report on the device
// (offline/outbox.ts) with the calls it would make (queued), and opens the list.
import { Trans } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from '@reach/ui/router';
import { Alert } from '@reach/ui/mui-menus';
import { useSession } from '../../session/SessionContext';
import { useNotify } from '../../components/Notify';
import { isNotFound } from '../../data/useGql';
import { isOfflineError } from '@reach/ui/graphql';
import type { GqlStep } from '../../offline/outbox';
import { withPendingPhotos } from '../../offline/queueParts';
import { useQueueSubmit } from '../../offline/useQueueSubmit';
import { MSG } from '../../reports/messages';
import { RestoreOffer, fieldErrorsOf, useIsNewReport, useOfflineDraft, type ReportStatus } from '../../reports';
import { TOASTS, type Errors } from './trainingForms';

export interface ServerBase {
  _id: string;
  version: number;
  status: string;
  canEdit: boolean;
  updatedAt: string;
  submittedAt?: string | null;
}

export interface TrainingFormOptions<F, S extends ServerBase> {
  kind: 'event' | 'quarterly';
  reportId: string;
  loaded: { data: S | null | undefined; loading: boolean; error: Error | null };
  fromReport: (s: S) => F;
  empty: () => F;
  save: (input: { form: F; server: S | null; contactId: string | null }) => Promise<S>;
  submit: (reportId: string) => Promise<S>;
  unsubmit: (reportId: string) => Promise<S>;
  remove: (reportId: string) => Promise<unknown>;
  validate: (f: F) => Errors;
  /** queued: the calls save and submit make, for a report queued offline, and its title in lists. */
  queued: {
    save: (input: { form: F; server: S | null; contactId: string | null }) => GqlStep;
    submit: (reportId: string) => GqlStep;
    title: (f: F) => string;
  };
}

export function useTrainingReportForm<F extends { publicAttachmentIds: string[]; privateAttachmentIds: string[] }, S extends ServerBase>(o: TrainingFormOptions<F, S>) {
  const navigate = useNavigate();
  const { profile, contactId } = useSession();
  const { notify } = useNotify();
  const queueSubmit = useQueueSubmit();
  const [server, setServer] = useState<S | null | undefined>(undefined);
  const [form, setForm] = useState<F | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const { loaded, fromReport, empty } = o;
  // Offline, an id this device made opens the new form; any other shows the error.
  const offline = isOfflineError(loaded.error);
  const absent = (!!loaded.error && (isNotFound(loaded.error) || offline)) || (!loaded.error && loaded.data === null);
  const fresh = useIsNewReport(profile?._id, o.reportId, absent);
  const newReport = absent && fresh === true;
  // notFound: an id the server does not show and this device did not make (someone else's report)
  const notFound = absent && fresh === false && !offline;
  // unreachable: offline, an id this device did not make (the screen shows the error)
  const unreachable = absent && fresh === false && offline;

  useEffect(() => {
    if (server !== undefined || loaded.loading) return;
    if (loaded.data) {
      setServer(loaded.data);
      setForm(fromReport(loaded.data));
    } else if (newReport) {
      setServer(null);
      setForm(empty());
    }
  }, [loaded.loading, loaded.data, newReport, server, fromReport, empty]);

  const serverRef = useRef(server);
  serverRef.current = server;
  const saveFn = o.save;
  const save = useCallback(
    async (f: F): Promise<S> => {
      const r = await saveFn({ form: f, server: serverRef.current ?? null, contactId });
      setServer(r);
      serverRef.current = r;
      return r;
    },
    [saveFn, contactId],
  );

  const draft = useOfflineDraft(profile?._id, o.reportId, form, {
    ready: form !== null && server !== undefined,
    serverUpdatedAt: server === undefined ? undefined : (server?.updatedAt ?? null),
    saveToServer: async (f) => {
      const s = serverRef.current;
      if (!f || (s && s.status !== 'DRAFT')) throw new Error('not a draft');
      await save(f);
    },
  });

  const isNew = server === null;
  const status: ReportStatus = (server?.status as ReportStatus | undefined) ?? 'DRAFT';
  const editable = isNew || status === 'DRAFT';
  const base = `/training-reports/${o.kind}`;

  const onField = (e: unknown): false => {
    const fields = fieldErrorsOf(e);
    if (!fields) throw e;
    setErrors((x) => ({ ...x, ...fields }));
    notify('error', (e as Error).message, MSG.errorTitle);
    return false;
  };

  // After a submit was tried, the messages follow the form as it is corrected.
  const attempted = useRef(false);
  const validateFn = o.validate;
  useEffect(() => {
    if (attempted.current && form) setErrors(validateFn(form));
  }, [form, validateFn]);

  const check = (f: F): boolean => {
    attempted.current = true;
    const e = o.validate(f);
    setErrors(e);
    if (Object.keys(e).length > 0) {
      notify('error', MSG.fixErrors, MSG.errorTitle);
      window.setTimeout(() => document.querySelector('.Mui-error')?.scrollIntoView({ block: 'center', behavior: 'smooth' }), 50);
      return false;
    }
    return true;
  };

  const handlers = form
    ? {
        save: async () => {
          setErrors({});
          try {
            await save(form);
          } catch (e) {
            return onField(e);
          }
          draft.clear();
          return true;
        },
        submit: async () => {
          if (!check(form)) return false;
          if (!navigator.onLine) {
            // Offline: the calls Submit makes, kept on the device with the photos.
            const s = serverRef.current ?? null;
            const ok = await queueSubmit(
              {
                reportId: o.reportId,
                kind: o.kind === 'event' ? 'trainingEvent' : 'trainingQuarterly',
                parentId: '',
                title: o.queued.title(form),
                editPath: `${base}/edit/${o.reportId}`,
                viewPath: `${base}/view/${o.reportId}`,
                form,
                base: s?.updatedAt ?? null,
                photos: draft.photos,
                save: o.queued.save({ form: withPendingPhotos(form, draft.photos), server: s, contactId }),
                submit: o.queued.submit(o.reportId),
              },
              draft.forget,
            );
            if (ok) navigate(base);
            return false;
          }
          try {
            await save(form);
            const r = await o.submit(o.reportId);
            setServer(r);
          } catch (e) {
            return onField(e);
          }
          draft.clear();
          navigate(`${base}/view/${o.reportId}`);
          return true;
        },
        unsubmit: async () => {
          const r = await o.unsubmit(o.reportId);
          setServer(r);
          serverRef.current = r;
          setForm(fromReport(r));
          return true;
        },
      }
    : {};

  const remove = async () => {
    await o.remove(o.reportId);
    draft.discard();
    navigate(base);
  };

  const toasts = {
    save: isNew ? TOASTS.created : TOASTS.saved,
    submit: TOASTS.submitted,
    unsubmit: TOASTS.unsubmitted,
    delete: TOASTS.deleted,
  };

  const set = <K extends keyof F>(k: K, v: F[K]) => setForm((f) => (f ? { ...f, [k]: v } : f));

  const notices: ReactNode = (
    <>
      <RestoreOffer draft={draft} setForm={setForm} />
      {(status === 'PENDING' || status === 'HOLD') && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {status === 'PENDING' ? <Trans>This report is waiting for approval. Unsubmit it to make changes.</Trans> : <Trans>This report is on hold. Unsubmit it to make changes.</Trans>}
        </Alert>
      )}
    </>
  );

  return { server, form, setForm, set, errors, isNew, status, editable, draft, handlers, remove, toasts, notices, absent, notFound, unreachable };
}
