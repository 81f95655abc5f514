import { useLingui } from '@lingui/react/macro';
import { Box } from '@reach/ui/mui';
import { formatCents } from '@reach/ui/money';
import { dayText, yearAfter } from '@reach/ui/dates';
import { Fact } from './PeopleGroupCard';
import { levelCents, type LevelInfo } from '../lib/levels';

/** GiftSummary lists the chosen gift: level, amount, frequency, and a monthly gift's first and last months. */
export function AdoptionGiftSummary({ level, recurring, startDate }: { level: LevelInfo; recurring: boolean; startDate?: string }) {
  const { t, i18n } = useLingui();
  const cents = levelCents(level, recurring);
  return (
    <Box sx={{ maxWidth: 420 }}>
      <Fact label={t`Gift level`}>
        {i18n._(level.label)} — {i18n._(level.effect)}
      </Fact>
      <Fact label={t`Amount`}>{cents === 0 ? t`Prayer only` : formatCents(cents)}</Fact>
      <Fact label={t`Frequency`}>{recurring ? t`Monthly` : t`One-time`}</Fact>
      {recurring && startDate && <Fact label={t`First donation`}>{dayText(startDate)}</Fact>}
      {recurring && startDate && yearAfter(startDate) && <Fact label={t`Ends`}>{dayText(yearAfter(startDate))}</Fact>}
    </Box>
  );
}
