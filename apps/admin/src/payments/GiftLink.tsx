import type React from 'react';
import { Link, useCreatePath, useRecordContext } from 'react-admin';

/**
 * GiftLink links a payment to what it paid for: its adoption or its project sponsorship.
 */
export const GiftLink = (_props: { label?: string }) => {
  const record = useRecordContext();
  const createPath = useCreatePath();
  if (!record) return null;
  const target = record.adoptionId
    ? { resource: 'adoptions', id: record.adoptionId as string, text: 'Adoption' }
    : record.projectSponsorshipId
      ? { resource: 'project-sponsorships', id: record.projectSponsorshipId as string, text: 'Project' }
      : null;
  if (!target) return <>-</>;
  return (
    <Link
      to={createPath({ resource: target.resource, id: target.id, type: 'show' })}
      onClick={(event: React.MouseEvent) => event.stopPropagation()}
    >
      {target.text}
    </Link>
  );
};
