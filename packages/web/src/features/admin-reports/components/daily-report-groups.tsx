import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '@lesesaal/domain/dates';
import { GroupLines } from '../../../components/group-lines';
import type { DailyReport } from '../api';

type GroupLine = NonNullable<DailyReport['groups']>[number];

/**
 * The day's confirmed groups of the room, one line each with its seats and participants (a
 * group's seats are not among the booked seats above), the topic and the records it asked
 * for; printed with the report. Texts in `admin-groups` (`lines.*`), loaded with the screen.
 */
export function DailyReportGroups({
  groups,
  roomName,
  date,
}: {
  groups: GroupLine[];
  roomName: string;
  date: string;
}) {
  const { t } = useTranslation('admin-groups');
  const captionId = useId();
  return (
    <GroupLines
      groups={groups}
      title={t('lines.reportTitle')}
      caption={t('lines.reportCaption', { name: roomName, date: formatDisplayDate(date) })}
      headingId={`${captionId}-title`}
      captionId={captionId}
      minWidth={720}
      withRecords
    />
  );
}
