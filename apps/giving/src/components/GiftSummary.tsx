import { Box } from '@reach/ui/mui';
import { formatCents } from '@reach/ui/money';
import { dayText, yearAfter } from '@reach/ui/dates';
import { Fact } from './PeopleGroupCard';
import { levelCents, type LevelInfo } from '../lib/levels';

/** GiftSummary lists the chosen gift: level, amount, frequency, and a monthly gift's first and last months. */
export function AdoptionGiftSummary({ level, recurring, startDate }: { level: LevelInfo; recurring: boolean; startDate?: string }) {
  const cents = levelCents(level, recurring);
  return (
    <Box sx={{ maxWidth: 420 }}>
      <Fact label="Gift level">
        {level.label} — {level.effect}
      </Fact>
      <Fact label="Amount">{cents === 0 ? 'Prayer only' : formatCents(cents)}</Fact>
      <Fact label="Frequency">{recurring ? 'Monthly' : 'One-time'}</Fact>
      {recurring && startDate && <Fact label="First donation">{dayText(startDate)}</Fact>}
      {recurring && startDate && yearAfter(startDate) && <Fact label="Ends">{dayText(yearAfter(startDate))}</Fact>}
    </Box>
  );
}
