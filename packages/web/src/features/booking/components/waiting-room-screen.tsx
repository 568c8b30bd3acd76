import { Stack, Text, Title } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { focusHeading } from '../../../components/focus-heading';
import { formatWeekdayDate } from '../../../components/format-date';
import { LoadState, loadStatusOf } from '../../../components/load-state';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useNow } from '../use-now';
import { useWaitingRoom } from '../use-waiting-room';
import { BookingFrame } from './booking-frame';
import {
  HowItWorks,
  JoinPanel,
  PlaceStatus,
  ToCalendar,
  useClockTime,
  useWaitingRoomAnnouncement,
} from './waiting-room-parts';

/**
 * Visitor screen `/room/{id}/waiting-room`: the waiting room of the room's fair opening. The
 * visitor joins (with the bot check of a new cart), then sees the place — before the release
 * that the order is drawn then, after it the position, how many are ahead and when the turn
 * is expected — read again as the server advises, and announced politely only when the state
 * or the bracket of people ahead changes. Admitted, it links to the calendar of the day.
 */
export function WaitingRoomScreen() {
  const { t, i18n } = useTranslation('opening');
  const roomId = Number(useParams().id);
  const { room, opening, pass, place, join, botCheck, lost } = useWaitingRoom(roomId);
  const now = useNow(15_000);
  const clock = useClockTime();
  const placeHeading = useRef<HTMLHeadingElement>(null);
  const current = place.data ?? null;
  const data = opening.data;
  const announcement = useWaitingRoomAnnouncement(
    pass !== null && place.data === undefined ? undefined : current,
    data,
  );
  const name = room.data?.name ?? '';
  useDocumentTitle(
    current?.state === 'admitted'
      ? `${t('room.admittedTitle')}: ${name}`
      : t('room.heading', { room: name }),
  );

  const onJoin = () =>
    void join
      .mutateAsync()
      .then(() => {
        // the place is the new content: its heading takes the focus once shown
        requestAnimationFrame(() => {
          if (placeHeading.current) focusHeading(placeHeading.current);
        });
      })
      .catch(() => undefined); // shown by the join panel

  return (
    <BookingFrame step="reserve">
      <LoadState
        status={room.isError ? 'error' : loadStatusOf(opening)}
        error={room.error ?? opening.error}
        back={{ to: '/', label: t('room.toRoom') }}
      >
        <Stack gap="md" className="waiting-room">
          <Title order={1}>{t('room.heading', { room: name })}</Title>
          {data ? (
            <Text>
              {t('room.day', { day: formatWeekdayDate(data.day, i18n.language) })}
              {' · '}
              {t('room.release', { time: clock(data.releaseAt) })}
              {data.state !== 'upcoming' ? ` · ${t('room.queued', { count: data.queued })}` : null}
            </Text>
          ) : null}
          {current ? (
            <PlaceStatus roomId={roomId} place={current} now={now} heading={placeHeading} />
          ) : data && data.state !== 'over' ? (
            <JoinPanel
              opening={data}
              joining={join.isPending}
              error={join.error}
              lost={lost}
              onJoin={onJoin}
            />
          ) : (
            <Text>{data?.state === 'over' ? t('room.over') : t('room.none')}</Text>
          )}
          {/* the reads go on; a failed one says so until one succeeds */}
          <Text role="status" size="sm">
            {place.isError && current ? t('room.offline') : null}
            {botCheck.status === 'checking' ? t('room.botCheck') : null}
          </Text>
          <div aria-live="polite" className="visually-hidden">
            {announcement}
          </div>
          {data ? <HowItWorks opening={data} /> : null}
          <ToCalendar roomId={roomId} />
        </Stack>
      </LoadState>
    </BookingFrame>
  );
}
