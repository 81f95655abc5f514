import type React from 'react';
import { Link, useCreatePath, useRecordContext, useTranslate } from 'react-admin';

/**
 * GiftLink links a payment to what it paid for: its adoption or its project sponsorship.
 */
export const GiftLink = (_props: { label?: string }) => {
  const record = useRecordContext();
  const createPath = useCreatePath();
  const translate = useTranslate();
  if (!record) return null;
  const target = record.adoptionId
    ? { resource: 'adoptions', id: record.adoptionId as string, text: 'reach.payments.adoption' }
    : record.projectSponsorshipId
      ? { resource: 'project-sponsorships', id: record.projectSponsorshipId as string, text: 'reach.agreements.project' }
      : null;
  if (!target) return <>-</>;
  return (
    <Link
      to={createPath({ resource: target.resource, id: target.id, type: 'show' })}
      onClick={(event: React.MouseEvent) => event.stopPropagation()}
    >
      {translate(target.text)}
    </Link>
  );
};
