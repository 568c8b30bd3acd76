import { Alert, Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Opening } from '@lesesaal/domain/opening/schema';
import { formatWeekdayDate } from '../../../components/format-date';
import { useConfig } from '../../../config';
import { instantParts } from '../opening-text';
import { isNotYourTurn } from '../opening-api';
import { useOwnTurn } from '../use-calendar-opening';

/** The waiting room of room `roomId`. */
export const waitingRoomPath = (roomId: number) => `/room/${roomId}/waiting-room`;

/**
 * Above the month grid of a room with a fair opening: while the opening is coming, when its
 * day is released and the waiting room opens; while the waiting room is open or places are let
 * in, that the day is booked through the waiting room (before the release: when its order is
 * drawn) — each with the way there; to a visitor whose turn it is (by the pass kept in this
 * browser), that they book the day now, until when.
 */
export function OpeningNotice({ roomId, opening }: { roomId: number; opening: Opening | null }) {
  // its texts load with it: the calendar of a room without a draw never fetches them
  return opening ? (
    <Suspense fallback={null}>
      <Notice roomId={roomId} opening={opening} />
    </Suspense>
  ) : null;
}

function Notice({ roomId, opening }: { roomId: number; opening: Opening }) {
  const { t, i18n } = useTranslation('opening');
  const { timeZone } = useConfig();
  const turn = useOwnTurn(roomId, opening);
  if (opening.state === 'over') return null;
  const day = formatWeekdayDate(opening.day, i18n.language);
  const release = instantParts(opening.releaseAt, timeZone, i18n.language);
  const opens = instantParts(opening.waitingRoomOpensAt, timeZone, i18n.language);
  const turnEnds = turn && instantParts(turn.turnEndsAt ?? turn.releaseAt, timeZone, i18n.language);
  return (
    <Paper
      withBorder
      p="sm"
      component="section"
      aria-labelledby="opening-notice"
      className="opening-notice"
    >
      <Stack gap="xs">
        <Title order={2} size="h4" id="opening-notice">
          {t('notice.title')}
        </Title>
        <Text>
          {turnEnds
            ? t('notice.yourTurn', { day, time: turnEnds.time })
            : opening.state === 'upcoming'
              ? t('notice.upcoming', {
                  day,
                  releaseDate: release.date,
                  releaseTime: release.time,
                  opensTime: opens.time,
                })
              : opening.state === 'waiting-room'
                ? t('notice.waitingRoom', { day, releaseTime: release.time })
                : t('notice.open', { day })}
        </Text>
        {turnEnds ? (
          <Anchor component={Link} to={waitingRoomPath(roomId)} w="fit-content" size="sm">
            {t('notice.yourPlace')}
          </Anchor>
        ) : opening.state === 'upcoming' ? (
          <Anchor component={Link} to={waitingRoomPath(roomId)} w="fit-content">
            {t('notice.link')}
          </Anchor>
        ) : (
          <Button component={Link} to={waitingRoomPath(roomId)} w="fit-content">
            {t('notice.link')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * After a hold was refused because it is not the visitor's turn (`error`, the hold's last
 * failure): why, and the way to wait.
 */
export function NotYourTurn({
  roomId,
  day,
  error,
}: {
  roomId: number;
  day: string;
  error: unknown;
}) {
  return isNotYourTurn(error) ? (
    <Suspense fallback={null}>
      <NotYourTurnAlert roomId={roomId} day={day} />
    </Suspense>
  ) : null;
}

function NotYourTurnAlert({ roomId, day }: { roomId: number; day: string }) {
  const { t, i18n } = useTranslation('opening');
  return (
    <Alert role="alert" color="red" variant="outline">
      <Stack gap="xs">
        <Text>{t('notice.notYourTurn', { day: formatWeekdayDate(day, i18n.language) })}</Text>
        <Anchor component={Link} to={waitingRoomPath(roomId)} w="fit-content">
          {t('notice.link')}
        </Anchor>
      </Stack>
    </Alert>
  );
}
