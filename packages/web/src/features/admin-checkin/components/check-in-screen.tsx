import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { matchesCheckInTerm } from '@lesesaal/domain/check-in/rules';
import { formatWeekdayDate } from '../../../components/format-date';
import { LoadState, loadStatusOf } from '../../../components/load-state';
import { useCheckInDay } from '../use-check-in-day';
import { useCheckInDesk } from '../use-check-in-desk';
import { CheckInFilters } from './check-in-filters';
import { CheckInGroups, groupsMatching } from './check-in-groups';
import { CheckInTable } from './check-in-table';
import { ScanAnnouncement, ScanForm } from './scan-form';

/**
 * The desk's screen "today": the day's bookings of all rooms or one, searchable
 * by name or booking number, with one button per visitor to mark the arrival or undo it.
 * A USB barcode scanner types the booking number into the search field and presses Enter:
 * the one booking found is marked arrived, the result is announced (aria-live) and the field
 * is ready for the next scan. ADMIN may open another day (`?date=`); DESK sees today only.
 */
export function CheckInScreen() {
  const { t, i18n } = useTranslation('admin-checkin');
  useTranslation('admin-groups'); // the groups' lines: loaded with the screen, not when one appears
  const { isAdmin, today, date, roomId, day, shownDate, isToday, isLaterDay, title, setParam } =
    useCheckInDay();
  const desk = useCheckInDesk({ date, roomId, shownDate });

  const lines = day.data?.content ?? [];
  const shown = lines.filter((l) => matchesCheckInTerm(l, desk.term));
  const arrivedCount = lines.filter((l) => l.checkedInAt !== null).length;
  const allRooms = (day.data?.roomId ?? null) === null;
  // a confirmed group is one line with its seats, apart from the visitors
  const groups = groupsMatching(day.data?.groups ?? [], desk.term);
  const anyGroup = (day.data?.groups ?? []).length > 0;

  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      {isToday ? <Text>{formatWeekdayDate(shownDate, i18n.language)}</Text> : null}
      {isLaterDay ? (
        <Text>{t('laterDay', { date: formatWeekdayDate(shownDate, i18n.language) })}</Text>
      ) : null}
      <Group gap="lg">
        {/* the records ordered for the day */}
        <Anchor component={Link} to="/pull-list">
          {t('pullListLink')}
        </Anchor>
        <Anchor component={Link} to="/applications">
          {t('applicationsLink')}
        </Anchor>
      </Group>
      <CheckInFilters
        rooms={day.data?.rooms ?? []}
        roomId={roomId}
        isAdmin={isAdmin}
        shownDate={shownDate}
        today={today}
        setParam={setParam}
      />
      <ScanForm
        searchRef={desk.searchRef}
        term={desk.term}
        setTerm={desk.setTerm}
        onScan={desk.onScan}
        scanning={desk.scanning}
      />
      <ScanAnnouncement announcement={desk.announcement} />
      <LoadState status={loadStatusOf(day)} error={day.error}>
        {groups.length > 0 ? (
          <CheckInGroups groups={groups} allRooms={allRooms} shownDate={shownDate} />
        ) : null}
        {lines.length === 0 ? (
          anyGroup ? null : (
            <Text>{t('empty')}</Text>
          )
        ) : (
          <Stack gap="sm">
            <Text>{t('summary', { arrived: arrivedCount, count: lines.length })}</Text>
            {shown.length === 0 ? (
              <Text>{t('noMatch')}</Text>
            ) : (
              <CheckInTable
                lines={shown}
                allRooms={allRooms}
                shownDate={shownDate}
                markingId={desk.markingId}
                onMark={desk.onMark}
              />
            )}
          </Stack>
        )}
      </LoadState>
    </Stack>
  );
}
