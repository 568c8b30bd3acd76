import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useApi } from '../../api/api-context';
import { useNotify } from '../../components/notifications/notification-context';
import { useErrorMessage } from '../../i18n/error-message';
import { useTransactionId, whileCartHeld } from './api';
import { roomSlotsQueryOptions } from './cart-api';
import {
  spanProblem,
  stayDays,
  stayTimes,
  type SpanProblem,
  type StayDay,
  type StayDayState,
} from './stay-days';
import { unavailableSlots, useHoldStay, useStayPreview } from './stay-api';
import type { StayMode } from './use-stay-mode';

/** A day as the picker lists it: its state now, and whether it goes with the stay. */
export interface PickerDay extends StayDay {
  chosen: boolean;
}

/** What the picker says went wrong: a span problem, too few days, days taken, a refusal. */
export type PickerError =
  | { kind: 'span'; problem: SpanProblem }
  | { kind: 'tooFew' }
  | { kind: 'unavailable'; count: number }
  | { kind: 'refused'; message: string };

/** The room's slots from the first to the last day, once the span can be a stay. */
function useSpanSlots(roomId: number, first: string, last: string, maxDays: number) {
  const api = useApi();
  const client = useQueryClient();
  const transactionId = useTransactionId();
  const complete = spanProblem(first, last, maxDays) === null;
  return useQuery({
    ...roomSlotsQueryOptions(api, roomId, first, last, transactionId),
    ...whileCartHeld(client, transactionId),
    // a function, as whileCartHeld's: no call for a span that cannot be a stay
    enabled: () => complete && whileCartHeld(client, transactionId).enabled(),
  });
}

/**
 * The stay picker's state and actions: the time of every day, a day's own slot, the days
 * left out; the days as the calendar data and the server's preview say (the preview wins);
 * holding the chosen days in one step, then the cart. A refusal naming days no longer free
 * marks them full and leaves them out, so the visitor can hold the rest.
 */
export function useStayPicker(stay: StayMode) {
  const { roomId } = stay;
  const { t } = useTranslation('stays');
  const notify = useNotify();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const { first, last } = stay.span;
  const [time, setTime] = useState<string | null>(null);
  const [picks, setPicks] = useState<Record<string, number>>({});
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  const [gone, setGone] = useState<ReadonlySet<number>>(new Set());
  const [error, setError] = useState<PickerError | null>(null);
  const problem = spanProblem(first, last, stay.maxDays);
  const slots = useSpanSlots(roomId, first, last, stay.maxDays);
  const spanSlots = problem === null ? (slots.data ?? []) : [];
  const times = stayTimes(spanSlots);
  const shownTime = time !== null && times.includes(time) ? time : (times[0] ?? null);
  const base = problem === null ? stayDays(spanSlots, first, last, shownTime, picks) : [];
  const preview = useStayPreview(
    roomId,
    base.flatMap((d) => (d.slot ? [d.slot.id] : [])),
  );
  const days: PickerDay[] = base.map((day) => {
    const said = preview.data?.days.find((d) => d.timeSlotId === day.slot?.id);
    const state: StayDayState =
      day.slot && gone.has(day.slot.id) ? 'full' : (said?.state ?? day.state);
    return { ...day, state, chosen: state === 'free' && !left.has(day.date) };
  });
  const chosen = days.filter((d) => d.chosen);
  const hold = useHoldStay(stay.botCheckAnswer);

  const submit = () => {
    if (problem !== null) return setError({ kind: 'span', problem });
    if (chosen.length < 2) return setError({ kind: 'tooFew' });
    setError(null);
    hold.mutate(
      chosen.map((d) => d.slot!.id),
      {
        onSuccess: () => {
          notify({ type: 'success', title: t('picker.held', { count: chosen.length }) });
          void navigate('/your-reservations');
        },
        onError: (err) => {
          const taken = unavailableSlots(err);
          if (taken.length > 0) {
            setGone((current) => new Set([...current, ...taken]));
            setError({ kind: 'unavailable', count: taken.length });
          } else setError({ kind: 'refused', message: errorMessage(err) });
        },
      },
    );
  };

  return {
    first,
    last,
    setFirst: (date: string) => stay.setSpan((s) => ({ ...s, first: date })),
    setLast: (date: string) => stay.setSpan((s) => ({ ...s, last: date })),
    maxDays: stay.maxDays,
    /** a problem of the span shown at once (a day missing only once the visitor holds) */
    spanProblem: problem === 'noFirst' || problem === 'noLast' ? null : problem,
    times,
    time: shownTime,
    setTime: (next: string) => {
      setTime(next);
      setPicks({});
    },
    days,
    chosenCount: chosen.length,
    loading: slots.isFetching || preview.isFetching,
    pickSlot: (date: string, slotId: number) => setPicks((p) => ({ ...p, [date]: slotId })),
    keepDay: (date: string, keep: boolean) =>
      setLeft((current) => {
        const next = new Set(current);
        if (keep) next.delete(date);
        else next.add(date);
        return next;
      }),
    error,
    holding: hold.isPending,
    submit,
  };
}

export type StayPickerState = ReturnType<typeof useStayPicker>;
