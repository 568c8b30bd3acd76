import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { weekdayOf, type Weekday } from '@lesesaal/domain/dates';
import { formatWeekdayDate } from '../../components/format-date';
import { useNotify } from '../../components/notifications/notification-context';
import type { TimeSlot } from './api';
import { useBookSeries, useSeriesPreview, type SeriesRequest } from './series-api';

/** The series' own fields: the weekday, the slot's start, the first day and the last. */
export interface SeriesFields {
  weekday: Weekday;
  startTime: string;
  from: string;
  until: string;
}

/** The fields a field problem names: the last day missing or before the first. */
export type SeriesFieldProblem = 'untilMissing' | 'untilBefore' | null;

/**
 * The staff's series dialog: opened with the person of the booking form; its fields start at
 * the slot's weekday, start time and day. "Check" asks the dry run; a change of a field
 * afterwards drops the answer (it would no longer be the one confirmed). "Book" books the days
 * bookable then, says how many in a pop-up (and which days were taken meanwhile), and returns
 * to the slot.
 */
export function useSeriesDialog(slot: TimeSlot, slotPath: string) {
  const { t, i18n } = useTranslation('admin-stays');
  const notify = useNotify();
  const navigate = useNavigate();
  const preview = useSeriesPreview(slot.roomId);
  const book = useBookSeries(slot.roomId);
  const [person, setPerson] = useState<SeriesRequest['person'] | null>(null);
  const initial: SeriesFields = {
    weekday: weekdayOf(slot.date),
    startTime: slot.startTime,
    from: slot.date,
    until: '',
  };
  const [fields, setFields] = useState<SeriesFields>(initial);
  const [problem, setProblem] = useState<SeriesFieldProblem>(null);
  const body = (p: SeriesRequest['person']): SeriesRequest => ({ ...fields, person: p });

  const change = (next: Partial<SeriesFields>) => {
    setFields((current) => ({ ...current, ...next }));
    setProblem(null);
    preview.reset();
    book.reset();
  };
  const check = () => {
    if (!person) return;
    if (!fields.until) return setProblem('untilMissing');
    if (fields.until < fields.from) return setProblem('untilBefore');
    preview.mutate(body(person));
  };
  const confirm = async () => {
    if (!person || !preview.data) return;
    const result = await book.mutateAsync(body(person)).catch(() => null);
    if (!result) return; // the dialog shows the refusal
    const bookableBefore = new Set(preview.data.days.filter((d) => d.bookable).map((d) => d.date));
    const taken = result.days.filter((d) => !d.bookable && bookableBefore.has(d.date));
    notify({
      type: taken.length > 0 ? 'warning' : 'success',
      title: t('series.done', { count: result.booked }),
      ...(taken.length > 0
        ? {
            description: t('series.doneWithout', {
              dates: taken.map((d) => formatWeekdayDate(d.date, i18n.language)).join(', '),
            }),
          }
        : {}),
    });
    void navigate(slotPath);
  };

  return {
    opened: person !== null,
    person,
    open: (p: SeriesRequest['person']) => {
      setPerson(p);
      setFields(initial);
      setProblem(null);
      preview.reset();
      book.reset();
    },
    close: () => setPerson(null),
    fields,
    change,
    problem,
    check,
    checking: preview.isPending,
    result: preview.data ?? null,
    error: preview.error ?? book.error,
    confirm,
    booking: book.isPending,
  };
}

export type SeriesDialogState = ReturnType<typeof useSeriesDialog>;
