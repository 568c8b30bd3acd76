import { useTranslation } from 'react-i18next';
import { matchesCheckInTerm } from '@lesesaal/domain/check-in/rules';
import { formatWeekdayDate } from '../../../components/format-date';
import { GroupLines } from '../../../components/group-lines';
import type { CheckInDay } from '../api';

export type CheckInGroupLine = NonNullable<CheckInDay['groups']>[number];

/** The groups the search term finds: by booking number, or the organiser's name or institution. */
export const groupsMatching = (groups: readonly CheckInGroupLine[], term: string) =>
  groups.filter((g) =>
    matchesCheckInTerm(
      { bookingNumber: g.bookingNumber, firstName: g.organiserName, lastName: g.institution },
      term,
    ),
  );

interface CheckInGroupsProps {
  groups: CheckInGroupLine[];
  allRooms: boolean;
  shownDate: string;
}

/**
 * The day's confirmed groups, one line each with its seats and participants (a group's seats
 * are not in the visitors' list): time, room, the group (organiser, institution), booking
 * number. Texts in `admin-groups` (`lines.*`), loaded with the screen.
 */
export function CheckInGroups({ groups, allRooms, shownDate }: CheckInGroupsProps) {
  const { t, i18n } = useTranslation('admin-groups');
  return (
    <GroupLines
      groups={groups}
      title={t('lines.checkInTitle')}
      caption={t('lines.checkInCaption', { date: formatWeekdayDate(shownDate, i18n.language) })}
      headingId="check-in-groups"
      minWidth={640}
      withRoom={allRooms}
    />
  );
}
