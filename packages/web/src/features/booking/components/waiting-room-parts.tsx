import { Alert, Anchor, Button, List, Stack, Text, Title } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Opening, Place } from '@lesesaal/domain/opening/schema';
import { formatWeekdayDate } from '../../../components/format-date';
import { useConfig } from '../../../config';
import { useErrorMessage } from '../../../i18n/error-message';
import { instantParts, minutesUntil } from '../opening-text';
import { announcementKey, useAnnouncement } from '../use-waiting-room';

/** The room's calendar on the month of `day`, with `day` chosen. */
export const calendarOfDay = (roomId: number, day: string) =>
  `/room/${roomId}?month=${day.slice(0, 7)}&day=${day}`;

/** The time of day of an instant on the archive's clock, as the screens write it („9:05“). */
export function useClockTime() {
  const { timeZone } = useConfig();
  const { i18n } = useTranslation();
  return (instant: string) => instantParts(instant, timeZone, i18n.language).time;
}

/**
 * What the waiting room's polite live region says: a change of the place's state or of the
 * bracket of people ahead, or — without a place — of the opening's state.
 */
export function useWaitingRoomAnnouncement(
  /** undefined while the place of a kept pass is being read */
  place: Place | null | undefined,
  opening: Opening | undefined | null,
) {
  const { t } = useTranslation('opening');
  const clock = useClockTime();
  const placeText = (p: Place) => {
    const until = clock(p.turnEndsAt ?? p.releaseAt);
    if (p.state === 'admitted') return t('room.admitted', { time: until });
    if (p.state === 'expired') return t('room.expired', { time: until });
    if (p.position === null || p.ahead === null)
      return `${t('room.waitingTitle')}. ${t('room.beforeDraw', { time: clock(p.releaseAt) })}`;
    return `${t('room.position', { position: p.position })}. ${t('room.ahead', { count: p.ahead })}.`;
  };
  const openingText = (o: Opening) =>
    o.state === 'over' ? t('room.over') : o.state === 'upcoming' ? '' : t('room.open');
  return useAnnouncement(waitingRoomKey(place, opening), () =>
    place ? placeText(place) : opening ? openingText(opening) : '',
  );
}

/** What the waiting room announces a change of: the place's, or without one the opening's. */
function waitingRoomKey(place: Place | null | undefined, opening: Opening | undefined | null) {
  if (place === undefined) return null; // not known yet: its arrival is no change
  if (place) return announcementKey(place);
  return opening ? `opening:${opening.state}` : null;
}

/** The visitor's place: waiting (before or after the draw), admitted, or its turn over. */
export function PlaceStatus({
  roomId,
  place,
  now,
  heading,
}: {
  roomId: number;
  place: Place;
  now: Date;
  heading: Ref<HTMLHeadingElement>;
}) {
  const { t, i18n } = useTranslation('opening');
  const clock = useClockTime();
  if (place.state === 'admitted')
    return (
      <Stack gap="xs" className="opening-panel opening-admitted">
        <Title order={2} size="h3" ref={heading}>
          {t('room.admittedTitle')}
        </Title>
        <Text fw={700}>
          {t('room.admitted', { time: clock(place.turnEndsAt ?? place.releaseAt) })}
        </Text>
        <Button component={Link} to={calendarOfDay(roomId, place.day)} w="fit-content">
          {t('room.toCalendar', { day: formatWeekdayDate(place.day, i18n.language) })}
        </Button>
      </Stack>
    );
  if (place.state === 'expired')
    return (
      <Stack gap="xs" className="opening-panel">
        <Title order={2} size="h3" ref={heading}>
          {t('room.expiredTitle')}
        </Title>
        <Text>{t('room.expired', { time: clock(place.turnEndsAt ?? place.releaseAt) })}</Text>
      </Stack>
    );
  return (
    <Stack gap="xs" className="opening-panel">
      <Title order={2} size="h3" ref={heading}>
        {t('room.waitingTitle')}
      </Title>
      {place.position === null ? (
        <Text>{t('room.beforeDraw', { time: clock(place.releaseAt) })}</Text>
      ) : (
        <>
          <Text fw={700} size="lg">
            {t('room.position', { position: place.position })}
          </Text>
          {place.ahead !== null ? <Text>{t('room.ahead', { count: place.ahead })}</Text> : null}
          {place.admitAt ? <Estimate admitAt={place.admitAt} now={now} /> : null}
        </>
      )}
      <Text size="sm">{t('room.keep')}</Text>
    </Stack>
  );
}

function Estimate({ admitAt, now }: { admitAt: string; now: Date }) {
  const { t } = useTranslation('opening');
  const clock = useClockTime();
  const minutes = minutesUntil(admitAt, now);
  return (
    <Text>
      {minutes <= 1 ? t('room.soon') : t('room.estimate', { time: clock(admitAt), count: minutes })}
    </Text>
  );
}

/** What the waiting room says when the visitor has no place: when it opens, or the join button. */
export function JoinPanel({
  opening,
  joining,
  error,
  lost,
  onJoin,
}: {
  opening: Opening;
  joining: boolean;
  error: unknown;
  lost: boolean;
  onJoin: () => void;
}) {
  const { t } = useTranslation('opening');
  const { timeZone } = useConfig();
  const { i18n } = useTranslation();
  const errorMessage = useErrorMessage();
  if (opening.state === 'upcoming') {
    const opens = instantParts(opening.waitingRoomOpensAt, timeZone, i18n.language);
    return (
      <Text className="opening-panel">
        {t('room.upcoming', { date: opens.date, time: opens.time })}
      </Text>
    );
  }
  return (
    <Stack gap="xs" className="opening-panel">
      {lost ? <Text>{t('room.passUnknown')}</Text> : null}
      <Text>{opening.state === 'admitting' ? t('room.joinLate') : t('room.joinHint')}</Text>
      <Button onClick={onJoin} loading={joining} w="fit-content">
        {t('room.join')}
      </Button>
      {error ? (
        <Alert role="alert" color="red" variant="outline">
          {errorMessage(error)}
        </Alert>
      ) : null}
    </Stack>
  );
}

/** How the draw works, with the opening's numbers. */
export function HowItWorks({ opening }: { opening: Opening }) {
  const { t } = useTranslation('opening');
  const preWindowMinutes = Math.round(
    (new Date(opening.releaseAt).getTime() - new Date(opening.waitingRoomOpensAt).getTime()) /
      60_000,
  );
  return (
    <section aria-labelledby="opening-how">
      <Title order={2} size="h4" id="opening-how">
        {t('how.title')}
      </Title>
      <List spacing={4} mt="xs">
        <List.Item>{t('how.1', { count: preWindowMinutes })}</List.Item>
        <List.Item>{t('how.2')}</List.Item>
        <List.Item>{t('how.3')}</List.Item>
        <List.Item>{t('how.4', { count: opening.admitPerMinute })}</List.Item>
        <List.Item>{t('how.5', { count: opening.turnMinutes })}</List.Item>
      </List>
    </section>
  );
}

/** Back to the room's calendar. */
export function ToCalendar({ roomId }: { roomId: number }) {
  const { t } = useTranslation('opening');
  return (
    <Anchor component={Link} to={`/room/${roomId}`} w="fit-content">
      {t('room.toRoom')}
    </Anchor>
  );
}
