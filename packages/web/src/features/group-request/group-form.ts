import { z } from 'zod';
import {
  GROUP_PARTICIPANTS_MAX,
  GROUP_SEATS_MIN,
  GROUP_TOPIC_MAX,
  GROUP_UNITS_MAX,
} from '@lesesaal/domain/group-visits/schema';
import { PERSON_FIELD_MAX } from '@lesesaal/domain/limits';
import {
  emailField,
  integerBetween,
  isoDateField,
  optionalPhoneField,
  optionalPlainText,
  optionalText,
  requiredPlainText,
  requiredText,
} from '@lesesaal/domain/validation';
import { validationMessage } from '@lesesaal/domain/validation-messages';
import type { Language } from '@lesesaal/domain/config';
import type { GroupRequestBody } from './api';

/** Seats of a slot, or the whole room. */
export type GroupScope = 'seats' | 'room';

/** The request form as typed: numbers NaN while their field is empty. */
export interface GroupFormValues {
  day: string;
  /** the chosen slot's id as the select holds it; '' none */
  timeSlotId: string;
  scope: GroupScope;
  seats: number;
  participants: number;
  topic: string;
  units: string;
  organiserName: string;
  institution: string;
  email: string;
  phone: string;
}

export const EMPTY_GROUP_FORM: Omit<GroupFormValues, 'day' | 'timeSlotId'> = {
  scope: 'seats',
  seats: Number.NaN,
  participants: Number.NaN,
  topic: '',
  units: '',
  organiserName: '',
  institution: '',
  email: '',
  phone: '',
};

/** The form's fields in the order they are shown (the first invalid one gets the focus). */
export const GROUP_FORM_FIELDS = [
  'day',
  'timeSlotId',
  'scope',
  'seats',
  'participants',
  'topic',
  'units',
  'organiserName',
  'institution',
  'email',
  'phone',
] as const;

/**
 * The request form's rules: the domain's (group-visits/schema.ts) for every field, the day
 * after `today`. The seats and participants, which depend on the chosen slot, are
 * {@link countProblems}.
 */
export function groupFormSchema(today: string) {
  return z.object({
    day: z
      .string()
      .min(1, { error: 'required', abort: true })
      .pipe(isoDateField().refine((day) => day > today, { error: 'futureDate' })),
    timeSlotId: z.string().regex(/^\d+$/, { error: 'required' }),
    scope: z.enum(['seats', 'room']),
    // NaN: the field is empty (countProblems checks them)
    seats: z.number().or(z.nan()),
    participants: z.number().or(z.nan()),
    topic: requiredText({ max: GROUP_TOPIC_MAX, kind: 'lines' }),
    units: optionalText(GROUP_UNITS_MAX, { kind: 'lines' }),
    organiserName: requiredPlainText(PERSON_FIELD_MAX),
    institution: optionalPlainText(PERSON_FIELD_MAX),
    email: emailField(),
    phone: optionalPhoneField(),
  });
}

/**
 * The seats (asked for seats only: 2 up to the chosen slot's `capacity`, any room size while
 * no slot is chosen) and the participants (optional: 1 up to the seats, or the capacity for
 * the whole room), as validation messages by field.
 */
export function countProblems(
  values: Pick<GroupFormValues, 'scope' | 'seats' | 'participants'>,
  capacity: number | null,
): Partial<Record<'seats' | 'participants', string>> {
  const seatsMax = Math.max(GROUP_SEATS_MIN, capacity ?? GROUP_PARTICIPANTS_MAX);
  const problems: Partial<Record<'seats' | 'participants', string>> = {};
  const seats = values.scope === 'seats' ? values.seats : Number.NaN;
  if (
    values.scope === 'seats' &&
    !integerBetween(GROUP_SEATS_MIN, seatsMax).safeParse(seats).success
  )
    problems.seats = Number.isNaN(seats)
      ? 'required'
      : validationMessage('between', { min: GROUP_SEATS_MIN, max: seatsMax });
  if (!Number.isNaN(values.participants)) {
    const most = Number.isInteger(seats) ? Math.min(Math.max(seats, 1), seatsMax) : seatsMax;
    if (!integerBetween(1, most).safeParse(values.participants).success)
      problems.participants = validationMessage('between', { min: 1, max: most });
  }
  return problems;
}

export type GroupFormOutput = z.output<ReturnType<typeof groupFormSchema>>;

/** What the form sends for room `roomId`, mails in `language`. */
export function groupRequestBody(
  roomId: number,
  values: GroupFormOutput,
  language: Language,
): GroupRequestBody {
  const wholeRoom = values.scope === 'room';
  return {
    roomId,
    timeSlotId: Number(values.timeSlotId),
    wholeRoom,
    seats: wholeRoom ? null : values.seats,
    participants: Number.isNaN(values.participants) ? null : values.participants,
    topic: values.topic,
    units: values.units,
    organiserName: values.organiserName,
    institution: values.institution,
    email: values.email,
    phone: values.phone,
    language,
  };
}
