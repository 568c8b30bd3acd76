import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldList } from '../../../components/field-list';
import { formatWeekdayDate } from '../../../components/format-date';
import type { GroupRequestView } from '../api';

type FieldKey =
  | 'bookingNumber'
  | 'room'
  | 'when'
  | 'seats'
  | 'participants'
  | 'topic'
  | 'units'
  | 'organiser'
  | 'institution'
  | 'email'
  | 'phone'
  | 'declineReason';

/** The seats in words: asked for (until confirmed) or held, or the whole room. */
export function useSeatsText() {
  const { t } = useTranslation('groups');
  return (g: Pick<GroupRequestView, 'wholeRoom' | 'seats' | 'seatsRequested'>) =>
    g.wholeRoom
      ? g.seats === null
        ? t('manage.wholeRoom')
        : t('manage.wholeRoomHeld', { count: g.seats })
      : g.seats === null
        ? t('manage.seatsAsked', { count: g.seatsRequested ?? 0 })
        : t('manage.seatsHeld', { count: g.seats });
}

/** The request's details as a description list: one column at 320 px, two from `sm`. */
export function GroupDetails({ request: g }: { request: GroupRequestView }) {
  const { t, i18n } = useTranslation('groups');
  const seatsText = useSeatsText();
  const none = t('manage.none');
  const fields: [FieldKey, ReactNode][] = [
    ...(g.bookingNumber ? [['bookingNumber', g.bookingNumber] as [FieldKey, ReactNode]] : []),
    ['room', g.roomName],
    [
      'when',
      t('manage.when', {
        date: formatWeekdayDate(g.date, i18n.language),
        start: g.startTime,
        end: g.endTime,
      }),
    ],
    ['seats', seatsText(g)],
    ['participants', g.participants ?? t('manage.notGiven')],
    ['topic', g.topic ?? none],
    ['units', g.units ?? none],
    ['organiser', g.organiserName ?? none],
    ['institution', g.institution ?? none],
    ['email', g.email ?? none],
    ['phone', g.phone ?? none],
    ...(g.declineReason ? [['declineReason', g.declineReason] as [FieldKey, ReactNode]] : []),
  ];
  return <FieldList fields={fields.map(([key, value]) => [t(`manage.fields.${key}`), value])} />;
}
