// A people group card: photo, name, region, population, language, religion and
// the Joshua Project credit. Plain elements with static classes (cardStyles.ts).
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from '@reach/ui/router';
import type { PeopleGroup } from '../api/queries';
import { formatNumber } from '../lib/giving';
import { Photo } from './Photo';
import { JoshuaProjectCredit } from './JoshuaProjectCredit';
import { useCardStyles } from './cardStyles';

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  useCardStyles();
  return (
    <div className="rg-fact">
      <span>{label}</span>
      <span>{children || '—'}</span>
    </div>
  );
}

export function PeopleGroupFacts({ pg, extra }: { pg: PeopleGroup; extra?: ReactNode }) {
  const { t } = useLingui();
  return (
    <>
      {extra}
      <Fact label={t`Population`}>{formatNumber(pg.population)}</Fact>
      <Fact label={t`Language`}>{pg.primaryLanguage}</Fact>
      <Fact label={t`Religion`}>{pg.primaryReligion}</Fact>
    </>
  );
}

/** PeopleGroupCard links to the group's funding step when `to` is given. */
export function PeopleGroupCard({
  pg,
  to,
  extra,
  photoHeight = 150,
  heading: Heading = 'h3',
}: {
  pg: PeopleGroup;
  to?: string;
  extra?: ReactNode;
  photoHeight?: number;
  /** heading is the name's level: h3 in a list under an h2, h2 beside a form. */
  heading?: 'h2' | 'h3';
}) {
  useCardStyles();
  const body = (
    <>
      <Photo src={pg.primaryThumbnailUrl || pg.jpPhotoUrl} name={pg.nameAcrossCountries} height={photoHeight} />
      <div className="rg-card-body">
        <Heading className="rg-card-title">{pg.nameAcrossCountries}</Heading>
        <p className="rg-card-sub">{[pg.country, pg.region].filter(Boolean).join(' · ')}</p>
        <PeopleGroupFacts pg={pg} extra={extra} />
      </div>
    </>
  );
  return (
    <article className="rg-card" data-testid="people-group-card">
      {to ? (
        <RouterLink className="rg-card-link" to={to}>
          {body}
        </RouterLink>
      ) : (
        <div style={{ flex: 1 }}>{body}</div>
      )}
      <JoshuaProjectCredit />
    </article>
  );
}
