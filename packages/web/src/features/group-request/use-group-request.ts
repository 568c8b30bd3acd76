import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { parseLanguage } from '@lesesaal/domain/config';
import { addDays, isValidIsoDate } from '@lesesaal/domain/dates';
import { ApiError } from '../../api/client';
import { useApi } from '../../api/api-context';
import { useArchiveToday } from '../../components/archive-today';
import { useBotCheck } from '../../components/bot-check/use-bot-check';
import { focusHeading } from '../../components/focus-heading';
import {
  groupRoomQuery,
  groupSlotsQuery,
  useSendGroupRequest,
  type GroupRequestView,
  type GroupSlot,
} from './api';
import {
  countProblems,
  EMPTY_GROUP_FORM,
  GROUP_FORM_FIELDS,
  groupFormSchema,
  groupRequestBody,
  type GroupFormOutput,
  type GroupFormValues,
} from './group-form';

/** A slot a group can ask for: it has seats and is not today, past or started. */
export const askable = (slot: GroupSlot) =>
  slot.capacity > 0 && !slot.failedRules.includes('timeslot_not_open');

/** The form fields a 400 `validation__error` names (`body.seats` → `seats`). */
function refusedFields(error: unknown): (keyof GroupFormValues)[] {
  if (!(error instanceof ApiError) || error.code !== 'validation__error') return [];
  const payload = (error.body as { payload?: unknown } | null)?.payload;
  const named = Array.isArray(payload) ? payload.map((p) => String(p).replace(/^body\./, '')) : [];
  return GROUP_FORM_FIELDS.filter((field) =>
    named.includes(field === 'scope' ? 'wholeRoom' : field),
  );
}

/**
 * The request form's state: the room (`/room/{id}/group-request`, `?day=` preset by the
 * calendar), the chosen day's slots, the form with the domain's rules (the seats up to the
 * chosen slot's capacity), sending with the bot check, and the answer (`sent`), whose heading
 * takes the focus. Fields the server refuses are marked and the first one focused.
 */
export function useGroupRequest() {
  const { i18n } = useTranslation('groups');
  const api = useApi();
  const roomId = Number(useParams().id);
  const [params] = useSearchParams();
  const today = useArchiveToday();
  const first = addDays(today, 1);
  const wanted = params.get('day');
  const room = useQuery({ ...groupRoomQuery(api, roomId), enabled: Number.isInteger(roomId) });

  // the chosen slot's capacity, read by the resolver when it runs
  const capacity = useRef<number | null>(null);
  const resolver: Resolver<GroupFormValues, unknown, GroupFormOutput> = async (
    values,
    context,
    options,
  ) => {
    // the form's values are the schema's input with every text present
    const schemaResolver = zodResolver(groupFormSchema(today)) as unknown as Resolver<
      GroupFormValues,
      unknown,
      GroupFormOutput
    >;
    const result = await schemaResolver(values, context, options);
    const counts = Object.entries(countProblems(values, capacity.current));
    if (counts.length === 0) return result;
    const errors = { ...result.errors };
    for (const [field, message] of counts)
      errors[field as 'seats' | 'participants'] = { type: 'count', message };
    return { values: {}, errors };
  };
  const form = useForm<GroupFormValues, unknown, GroupFormOutput>({
    defaultValues: {
      ...EMPTY_GROUP_FORM,
      day: wanted && isValidIsoDate(wanted) && wanted >= first ? wanted : first,
      timeSlotId: params.get('slot') ?? '',
    },
    resolver,
    shouldFocusError: true,
  });
  const day = form.watch('day');
  const dayValid = isValidIsoDate(day) && day > today;
  const slots = useQuery({
    ...groupSlotsQuery(api, roomId, day),
    enabled: Number.isInteger(roomId) && dayValid,
  });
  const daySlots = (slots.data ?? []).filter(askable);
  const slotId = form.watch('timeSlotId');
  const slot = daySlots.find((s) => String(s.id) === slotId) ?? null;
  capacity.current = slot?.capacity ?? null;

  // another day: a slot of the old day is no longer chosen (a day's only slot is)
  const slotIds = daySlots.map((s) => String(s.id)).join(',');
  useEffect(() => {
    if (!slots.data) return;
    const ids = slotIds === '' ? [] : slotIds.split(',');
    const current = form.getValues('timeSlotId');
    if (!ids.includes(current)) form.setValue('timeSlotId', ids.length === 1 ? ids[0]! : '');
  }, [slotIds, slots.data, form]);

  const botCheck = useBotCheck();
  const send = useSendGroupRequest(botCheck.answer);
  const [sent, setSent] = useState<GroupRequestView | null>(null);
  const sentHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (sent && sentHeading.current) focusHeading(sentHeading.current);
  }, [sent]);

  const submit = form.handleSubmit((values) =>
    send.mutate(groupRequestBody(roomId, values, parseLanguage(i18n.language)), {
      onSuccess: setSent,
      onError: (error) => {
        const fields = refusedFields(error);
        fields.forEach((field) => form.setError(field, { message: 'fallback' }));
        if (fields[0]) form.setFocus(fields[0]);
      },
    }),
  );

  // the slots to choose from: null while they load (none for a day groups cannot ask for)
  const shownSlots = !dayValid || slots.isError ? [] : slots.data ? daySlots : null;

  return { roomId, room, first, form, shownSlots, slot, send, botCheck, submit, sent, sentHeading };
}
