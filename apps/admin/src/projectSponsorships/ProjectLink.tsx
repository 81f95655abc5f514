import type React from 'react';
import { Link, useCreatePath, useRecordContext, useTranslate } from 'react-admin';

/**
 * ProjectLink names the sponsored project and links to it; a gift to the holistic fund (the
 * Skip link) has no project of its own.
 */
export const ProjectLink = (_props: { label?: string; sortBy?: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const createPath = useCreatePath();
  if (!record) return null;
  const id = record.projectId as string | undefined;
  if (!id || id === '__reach__') return <>{record.projectName || translate('reach.projectSponsorships.holistic_fund')}</>;
  return (
    <Link
      to={createPath({ resource: 'holistic-projects', id, type: 'show' })}
      onClick={(event: React.MouseEvent) => event.stopPropagation()}
    >
      {record.projectName || id}
    </Link>
  );
};
