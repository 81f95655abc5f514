import { Trans } from '@lingui/react/macro';
import { useCardStyles } from './cardStyles';

/** JoshuaProjectCredit credits Joshua Project wherever its data shows. */
export function JoshuaProjectCredit({ href = 'https://joshuaproject.net' }: { href?: string }) {
  useCardStyles();
  return (
    <p className="rg-card-foot">
      <Trans>
        Data:{' '}
        <a href={href} target="_blank" rel="noopener noreferrer">
          Joshua Project
        </a>
      </Trans>
    </p>
  );
}
