import { useGetManyAggregate, useRecordContext } from 'react-admin';

/** ModuleName names a training file's module, from its course (batched with the other rows). */
export const ModuleName = (_props: { label?: string }) => {
  const record = useRecordContext();
  const courseId = record?.courseId as string | undefined;
  const { data } = useGetManyAggregate('training-courses', { ids: courseId ? [courseId] : [] }, { enabled: !!courseId });
  if (!record?.moduleId) return <>-</>;
  const modules = (data?.[0]?.modules ?? []) as { _id: string; name: string }[];
  return <>{modules.find((m) => m._id === record.moduleId)?.name ?? '…'}</>;
};
