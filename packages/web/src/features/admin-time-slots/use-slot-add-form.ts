import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { addDays, isValidIsoDate } from '@lesesaal/domain/dates';
import {
  timeSlotCreateDefaults,
  timeSlotCreateSchemaFor,
  type TimeSlotCreate,
} from '@lesesaal/domain/time-slots/schema';
import { useArchiveToday } from '../../components/archive-today';
import { useNotify } from '../../components/notifications/notification-context';
import { useErrorMessage } from '../../i18n/error-message';
import { useValidationMessage } from '../../i18n/validation-message';
import { useCreateSlots } from './api';
import { calendarPath } from './components/format';

type SlotSeriesForm = z.input<ReturnType<typeof timeSlotCreateSchemaFor>>;

/** Where a new series starts: its times and seats. */
export interface SlotSeriesStart {
  startTime: string;
  endTime: string;
  capacity: number;
}

/** A new series' times where the room has no slot yet: a morning. */
export const FIRST_SERIES_TIMES = { startTime: '09:00', endTime: '12:00' } as const;

/**
 * A new series starts from what the room has: the times of its last slot (the latest by date
 * and start, the end of the series made last) — else {@link FIRST_SERIES_TIMES} — and the
 * room's capacity as the seats; Monday to Friday without holidays from tomorrow.
 */
export function slotSeriesStart(
  room: { capacity: number },
  lastSlot: { startTime: string; endTime: string } | null,
): SlotSeriesStart {
  const times = lastSlot ?? FIRST_SERIES_TIMES;
  return { startTime: times.startTime, endTime: times.endTime, capacity: room.capacity };
}

/**
 * The form adding a series of slots to a room: the domain's defaults from tomorrow with the
 * times and seats of `start` ({@link slotSeriesStart}), whether
 * the weekday choice shows (a "repeat until" on or after the first day), each field's message,
 * and the submit that creates the slots and opens the calendar at the first day.
 */
export function useSlotAddForm(roomId: number, start: SlotSeriesStart) {
  const { t } = useTranslation('admin-time-slots');
  const create = useCreateSlots(roomId);
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  const validationMessage = useValidationMessage();
  const navigate = useNavigate();
  const today = useArchiveToday();
  const schema = useMemo(() => timeSlotCreateSchemaFor(today), [today]);
  const form = useForm<SlotSeriesForm, unknown, TimeSlotCreate>({
    defaultValues: { ...timeSlotCreateDefaults(addDays(today, 1)), ...start },
    resolver: zodResolver(schema),
    shouldFocusError: true,
  });
  const [startDate, repeatUntil] = useWatch({
    control: form.control,
    name: ['startDate', 'repeatUntil'],
  });
  const showWeekdays =
    isValidIsoDate(repeatUntil) && isValidIsoDate(startDate) && repeatUntil >= startDate;
  const message = (error: FieldError | undefined, label: string) =>
    error ? validationMessage(error.message, label) : undefined;

  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (result) => {
        notify({
          type: 'success',
          title: t('add.created', { count: result.createdTimeSlots.length }),
        });
        void navigate(calendarPath(roomId, values.startDate));
      },
      onError: (error) => notify({ type: 'error', title: errorMessage(error) }),
    }),
  );

  return { form, message, showWeekdays, submit, saving: create.isPending };
}
