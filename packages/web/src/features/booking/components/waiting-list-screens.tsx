import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { nowTimeIn, todayIn } from '@lesesaal/domain/dates';
import type { WaitingListEntry } from '../api-types';
import { ApiError } from '../../../api/client';
import { formatLongDate } from '../../../components/format-date';
import { LoadState, loadStatusOf } from '../../../components/load-state';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useConfig } from '../../../config';
import { useErrorMessage } from '../../../i18n/error-message';
import { takeOffer, useLeaveWaitingList, useWaitingListEntry } from '../waiting-list-api';

/** The slot of an entry: „Lesesaal 1, 6. März 2030, 09:00–10:00“. */
function SlotLine({ entry }: { entry: WaitingListEntry }) {
  const { t, i18n } = useTranslation('booking');
  return (
    <Text fw={700}>
      {t('waitingList.slot', {
        room: entry.roomName,
        date: formatLongDate(entry.date, i18n.language),
        time: t('time', { start: entry.startTime, end: entry.endTime }),
      })}
    </Text>
  );
}

/** The entry of the link's token, with the not-found message of an unknown token. */
function useEntry() {
  const { t } = useTranslation('booking');
  const token = useParams().token ?? '';
  const entry = useWaitingListEntry(token);
  const unknown = entry.error instanceof ApiError && entry.error.status === 404;
  return {
    token,
    entry,
    errorMessage: unknown ? t('waitingList.notFound') : undefined,
  };
}

/** A state that needs no action: what became of the entry, and the way to a new reservation. */
function ClosedState({ entry }: { entry: WaitingListEntry }) {
  const { t } = useTranslation('booking');
  return (
    <Text>
      {entry.status === 'TAKEN'
        ? t('waitingList.taken')
        : entry.status === 'LEFT'
          ? t('waitingList.left')
          : t('waitingList.expired')}
    </Text>
  );
}

/**
 * `/waitlist/{token}`, the link of the waiting list mails. Opening it changes
 * nothing (mail scanners follow links). While a seat is offered, "book this seat" makes the
 * offer's cart the visitor's cart and continues with the personal data; the booking is the
 * usual one. Otherwise it says where the entry stands.
 */
export function WaitingListOfferScreen() {
  const { t, i18n } = useTranslation('booking');
  const { timeZone } = useConfig();
  const navigate = useNavigate();
  const { token, entry, errorMessage } = useEntry();
  const data = entry.data;
  const offered = data?.status === 'OFFERED' && data.transactionId !== null;
  useDocumentTitle(offered ? t('waitingList.offeredTitle') : t('waitingList.title'));
  const until = (iso: string) => {
    const instant = new Date(iso);
    return t('waitingList.until', {
      date: formatLongDate(todayIn(timeZone, instant), i18n.language),
      time: nowTimeIn(timeZone, instant),
    });
  };
  return (
    <Stack gap="md" maw={720}>
      <Title order={1}>{offered ? t('waitingList.offeredTitle') : t('waitingList.title')}</Title>
      <LoadState status={loadStatusOf(entry)} error={entry.error} errorMessage={errorMessage}>
        {data ? (
          <Stack gap="sm">
            <SlotLine entry={data} />
            {offered ? (
              <>
                <Text>{t('waitingList.offered', { until: until(data.offerExpiresAt!) })}</Text>
                <Group>
                  <Button
                    onClick={() => {
                      takeOffer(data.transactionId!);
                      void navigate('/your-personal-data');
                    }}
                  >
                    {t('waitingList.book')}
                  </Button>
                </Group>
              </>
            ) : data.status === 'WAITING' ? (
              <Text>{t('waitingList.waiting', { position: data.position ?? 1 })}</Text>
            ) : (
              <ClosedState entry={data} />
            )}
            {data.status === 'WAITING' || offered ? (
              <Anchor component={Link} to={`/waitlist/${encodeURIComponent(token)}/leave`}>
                {offered ? t('waitingList.decline') : t('waitingList.leave')}
              </Anchor>
            ) : null}
          </Stack>
        ) : null}
      </LoadState>
      <Anchor component={Link} to="/">
        {t('waitingList.newReservation')}
      </Anchor>
    </Stack>
  );
}

/**
 * `/waitlist/{token}/leave`, the leave link of the mails: the entry and a button (opening the
 * link alone changes nothing). Leaving an offered seat passes it to the next in line.
 */
export function WaitingListLeaveScreen() {
  const { t } = useTranslation('booking');
  const { token, entry, errorMessage } = useEntry();
  const leave = useLeaveWaitingList(token);
  const translateError = useErrorMessage();
  const data = entry.data;
  useDocumentTitle(t('waitingList.leaveTitle'));
  const open = data?.status === 'WAITING' || data?.status === 'OFFERED';
  return (
    <Stack gap="md" maw={720}>
      <Title order={1}>{t('waitingList.leaveTitle')}</Title>
      {/* Always in the DOM: the outcome of the button is read out when it appears. */}
      <div role="status" aria-live="polite">
        {leave.isSuccess ? <Text fw={700}>{t('waitingList.left')}</Text> : null}
      </div>
      {leave.isError ? (
        <Text role="alert" c="red.9">
          {translateError(leave.error)}
        </Text>
      ) : null}
      <LoadState status={loadStatusOf(entry)} error={entry.error} errorMessage={errorMessage}>
        {data ? (
          <Stack gap="sm">
            <SlotLine entry={data} />
            {open ? (
              <>
                <Text>
                  {data.status === 'OFFERED'
                    ? t('waitingList.leaveOffered')
                    : t('waitingList.leaveQuestion')}
                </Text>
                <Group>
                  <Button color="red.9" loading={leave.isPending} onClick={() => leave.mutate()}>
                    {t('waitingList.leave')}
                  </Button>
                </Group>
              </>
            ) : leave.isSuccess ? null : (
              <ClosedState entry={data} />
            )}
          </Stack>
        ) : null}
      </LoadState>
      <Anchor component={Link} to="/">
        {t('waitingList.newReservation')}
      </Anchor>
    </Stack>
  );
}
