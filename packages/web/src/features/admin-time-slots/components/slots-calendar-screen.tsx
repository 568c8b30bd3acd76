import {
  Anchor,
  Badge,
  Button,
  Group,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { monthGrid, monthRange, shiftMonth } from '@lesesaal/domain/dates';
import { isOverbooked } from '@lesesaal/domain/time-slots/rules';
import { useApi } from '../../../api/api-context';
import { BackLinks } from '../../../components/back-links';
import { formatMonthYear, formatWeekdayDate, weekdayNames } from '../../../components/format-date';
import { LoadState, loadStatusOf } from '../../../components/load-state';
import { useDocumentTitle } from '../../../components/use-document-title';
import { ScrollRegion } from '../../../components/scroll-region';
import { closingDaysQuery, roomSlotsQuery, slotRoomQuery, type TimeSlot } from '../api';
import { useArchiveToday } from '../../../components/archive-today';
import { monthFromQuery } from './format';

/**
 * The admin's slot calendar `/room/{id}/time-slots?month=1..12&year=`: the month as a Monday-first
 * grid; every slot links to its edit screen and shows seats taken/available, overbooked
 * slots carry the word "overbooked" (not only a colour), a closing day (holiday) its name.
 * On a narrow screen the grid scrolls sideways inside its own labelled region.
 */
export function SlotsCalendarScreen() {
  const { t, i18n } = useTranslation('admin-time-slots');
  const roomId = Number(useParams().id);
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const today = useArchiveToday();
  const month = monthFromQuery(params, today);
  const range = monthRange(month);
  const room = useQuery(slotRoomQuery(api, roomId));
  const slots = useQuery(roomSlotsQuery(api, roomId, range.from, range.until));
  const closingDays = useQuery(closingDaysQuery(api, range.from, range.until));
  const title = room.data
    ? t('calendar.title', { room: room.data.name })
    : t('calendar.titleNoRoom');
  useDocumentTitle(title);
  const language = i18n.resolvedLanguage ?? 'de';
  const monthName = formatMonthYear(month.year, month.month, language);
  const go = (delta: number) => {
    const next = shiftMonth(month, delta);
    setParams({ month: String(next.month), year: String(next.year) });
  };
  const byDate = new Map<string, TimeSlot[]>();
  for (const slot of slots.data ?? [])
    byDate.set(slot.date, [...(byDate.get(slot.date) ?? []), slot]);
  const count = slots.data?.length ?? 0;
  const holidayOn = new Map((closingDays.data ?? []).map((h) => [h.date, h.name]));

  return (
    <Stack gap="md">
      <BackLinks
        label={t('nav.label')}
        links={[
          { to: '/rooms', label: t('nav.rooms') },
          { to: '/', label: t('nav.dashboard') },
        ]}
      />
      <Title order={1}>{title}</Title>
      <Group>
        <Button component={Link} to={`/room/${roomId}/time-slot-add`}>
          {t('calendar.add')}
        </Button>
        <Button
          variant="outline"
          component={Link}
          to={`/room/${roomId}/time-slot-edit-multi-capacity/`}
        >
          {t('calendar.capacity')}
        </Button>
      </Group>
      <MonthSwitch monthName={monthName} go={go} />
      <LoadState
        status={loadStatusOf(slots)}
        error={slots.error}
        back={{ to: '/rooms', label: t('nav.rooms') }}
      >
        <Text role="status">
          {count === 0 ? t('calendar.empty') : t('calendar.count', { count })}
        </Text>
        <Text size="sm">{t('calendar.legend')}</Text>
        <ScrollRegion label={`${title}, ${monthName}`} minWidth={640}>
          <Table withTableBorder withColumnBorders layout="fixed" mt="sm">
            <VisuallyHidden component="caption">{`${title}, ${monthName}`}</VisuallyHidden>
            <Table.Thead>
              <Table.Tr>
                {weekdayNames(language).map((day) => (
                  <Table.Th key={day.long} scope="col">
                    <abbr title={day.long} style={{ textDecoration: 'none' }}>
                      {day.short}
                    </abbr>
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {monthGrid(month).map((week) => (
                <Table.Tr key={week[0]}>
                  {week.map((date) =>
                    date < range.from || date > range.until ? (
                      <Table.Td key={date} bg="gray.0" />
                    ) : (
                      <Table.Td key={date} style={{ verticalAlign: 'top' }}>
                        <DayCell
                          date={date}
                          language={language}
                          roomId={roomId}
                          holiday={holidayOn.get(date) ?? null}
                          slots={byDate.get(date) ?? []}
                        />
                      </Table.Td>
                    ),
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      </LoadState>
    </Stack>
  );
}

/** The month shown, with buttons to the previous and the next one. */
function MonthSwitch({ monthName, go }: { monthName: string; go: (delta: number) => void }) {
  const { t } = useTranslation('admin-time-slots');
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <Button variant="default" onClick={() => go(-1)}>
        <span aria-hidden>‹&nbsp;</span>
        {t('calendar.previous')}
      </Button>
      <Title order={2} size="h3" aria-live="polite">
        {monthName}
      </Title>
      <Button variant="default" onClick={() => go(1)}>
        {t('calendar.next')}
        <span aria-hidden>&nbsp;›</span>
      </Button>
    </Group>
  );
}

function DayCell({
  date,
  language,
  roomId,
  holiday,
  slots,
}: {
  date: string;
  language: string;
  roomId: number;
  /** the closing day's name, where the day is one */
  holiday: string | null;
  slots: TimeSlot[];
}) {
  const { t } = useTranslation('admin-time-slots');
  const fullDate = formatWeekdayDate(date, language);
  return (
    <>
      <Text fw={700} size="sm">
        <span aria-hidden>{Number(date.slice(8))}</span>
        <VisuallyHidden>{fullDate}</VisuallyHidden>
      </Text>
      {holiday ? (
        <Text size="xs" fs="italic">
          {t('calendar.holiday', { name: holiday })}
        </Text>
      ) : null}
      {slots.length > 0 ? (
        <Stack component="ul" gap={4} mt={4} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {slots.map((slot) => (
            <li key={slot.id}>
              <Anchor component={Link} to={`/room/${roomId}/time-slot-edit/${slot.id}`} size="sm">
                {slot.startTime}–{slot.endTime}
                <VisuallyHidden>, {fullDate}</VisuallyHidden>
              </Anchor>{' '}
              <Text span size="xs">
                <span aria-hidden>
                  {slot.ticketCount}/{slot.capacity}
                </span>
                <VisuallyHidden>
                  {t('edit.occupancy', { tickets: slot.ticketCount, count: slot.capacity })}
                </VisuallyHidden>
              </Text>
              {isOverbooked(slot) ? (
                <Badge color="red.9" variant="filled" size="sm" tt="none" ml={4}>
                  {t('calendar.overbooked')}
                </Badge>
              ) : null}
            </li>
          ))}
        </Stack>
      ) : null}
    </>
  );
}
