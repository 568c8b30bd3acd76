import { useTranslation } from 'react-i18next';
import { nowTimeIn } from '@lesesaal/domain/dates';
import { useConfig } from '../../config';
import type { CheckInLine } from './api';

/**
 * A line's visitor name (or "name erased"), its seat (the named seat's label, "no seat
 * assigned" in a room with named seats, else the daily report's number) and a moment as the
 * archive's wall-clock time.
 */
export function useLineFormat() {
  const { t } = useTranslation('admin-checkin');
  const { timeZone } = useConfig();
  const nameOf = (line: Pick<CheckInLine, 'title' | 'firstName' | 'lastName'>) =>
    [line.title, line.firstName, line.lastName].filter(Boolean).join(' ') || t('nameErased');
  const seatOf = (line: Pick<CheckInLine, 'seatLabel' | 'seatMissing' | 'seatNumber'>) =>
    line.seatLabel ?? (line.seatMissing ? t('noSeat') : String(line.seatNumber));
  const timeOf = (iso: string) => nowTimeIn(timeZone, new Date(iso));
  return { nameOf, seatOf, timeOf };
}
