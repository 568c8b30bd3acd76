import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useForm, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { VisitorOwner, visitorOwnerSchema } from '@lesesaal/domain/owners/schema';
import { useApi } from '../../api/api-context';
import { useApplicationSettings } from '../../components/application-settings';
import {
  readerApplicationsQueryOptions,
  readerHint,
  useReader,
} from '../../components/reader-session';
import { roomsQueryOptions, useCart } from './api';
import type { VisitorRoom } from './api-types';
import {
  coversDay,
  EMPTY_READING,
  readingBody,
  readingSchema,
  visitsNeedingApplication,
  type ApplicationNeed,
  type ReadingBody,
  type ReadingDraft,
  type ReadingNeed,
} from './reading';
import { cartStorage } from './storage';

/** The room flag (rooms answer it while the archive asks for applications). */
const requiresApplication = (room: VisitorRoom | undefined): boolean =>
  (room as (VisitorRoom & { requiresApplication?: boolean }) | undefined)?.requiresApplication ===
  true;

/**
 * The personal data step's research part: what the archive asks for (purpose and topic, a
 * user application or a sign-in first), its form (kept as typed with the cart), and
 * `commit()`, which checks it — focusing the first problem — and stores what the booking
 * sends. The signed-in reader (null: nobody) prefills the name and fixes the e-mail.
 */
export function useBookingReading() {
  const api = useApi();
  const settings = useApplicationSettings();
  const cart = useCart();
  const rooms = useQuery({ ...roomsQueryOptions(api), enabled: settings.mode === 'required' });
  const reader = useReader(settings.mode !== 'off' || readerHint.get());
  const tickets = cart.data?.tickets ?? [];
  const needing =
    settings.mode === 'required'
      ? visitsNeedingApplication(tickets, (id) =>
          requiresApplication(rooms.data?.find((room) => room.id === id)),
        )
      : [];
  const applications = useQuery({
    ...readerApplicationsQueryOptions(api),
    enabled: needing.length > 0 && Boolean(reader.data),
  });
  const application: ApplicationNeed =
    settings.mode !== 'required'
      ? 'none'
      : cart.isPending || rooms.isPending || reader.isPending
        ? 'loading'
        : needing.length === 0
          ? 'none'
          : !reader.data
            ? 'sign-in'
            : applications.isPending
              ? 'loading'
              : needing.every((t) => coversDay(applications.data?.applications ?? [], t.date))
                ? 'covered'
                : applications.data?.applications.some((a) => a.state === 'submitted')
                  ? 'waiting'
                  : 'form';
  const need: ReadingNeed = { withBooking: settings.mode === 'with-booking', application };
  const latest = applications.data?.applications.at(-1) ?? null;

  // the rules follow what is asked now (the resolver reads them at each check)
  const schema = useRef(readingSchema(need, settings.purposes));
  schema.current = readingSchema(need, settings.purposes);
  const form = useForm<ReadingDraft>({
    defaultValues: cartStorage.reading()?.draft ?? EMPTY_READING,
    resolver: ((values, context, options) =>
      zodResolver(schema.current)(values, context, options as never)) as Resolver<ReadingDraft>,
  });
  // a reader's name goes into an empty application form
  const name = reader.data?.name ?? null;
  useEffect(() => {
    if (name && form.getValues('application.name') === '') form.setValue('application.name', name);
  }, [name, form]);

  /** Checks the part (focusing its first problem when `focus`); stores it when it holds. */
  const commit = async (focus = true): Promise<boolean> => {
    if (application === 'loading') return false;
    if (application === 'sign-in') {
      if (focus) document.getElementById('booking-reading-sign-in')?.focus();
      return false;
    }
    const ok = await form.trigger(undefined, { shouldFocus: focus });
    if (!ok) return false;
    const parsed = schema.current.safeParse(form.getValues());
    if (!parsed.success) return false;
    cartStorage.setReading({
      draft: form.getValues(),
      body: readingBody(parsed.data as ReadingBody, need),
    });
    return true;
  };

  return {
    need,
    settings,
    reader: reader.data ?? null,
    latest,
    form: form as UseFormReturn<ReadingDraft>,
    commit,
  };
}

/**
 * A signed-in reader's address is the booking's: it goes into the form (and stays there),
 * and their name fills empty name fields.
 */
export function usePrefillFromReader(
  form: Pick<
    UseFormReturn<z.input<typeof visitorOwnerSchema>, unknown, VisitorOwner>,
    'getValues' | 'setValue'
  >,
  reader: { email: string; name: string | null } | null,
) {
  const email = reader?.email ?? null;
  const name = reader?.name ?? null;
  useEffect(() => {
    if (email) form.setValue('email', email, { shouldValidate: false });
    if (name && !form.getValues('firstName') && !form.getValues('lastName')) {
      const cut = name.trim().lastIndexOf(' ');
      form.setValue('firstName', cut > 0 ? name.slice(0, cut).trim() : '');
      form.setValue('lastName', cut > 0 ? name.slice(cut + 1).trim() : name.trim());
    }
  }, [email, name, form]);
}

/**
 * The application's "first and last name" follows the booking's first and last name typed
 * above it, until the visitor writes their own (a dirty field is left alone): nobody types
 * their name twice on one page.
 */
export function useNameIntoApplication(
  form: Pick<UseFormReturn<z.input<typeof visitorOwnerSchema>, unknown, VisitorOwner>, 'watch'>,
  application: Pick<UseFormReturn<ReadingDraft>, 'getFieldState' | 'setValue'>,
) {
  const first = form.watch('firstName') ?? '';
  const last = form.watch('lastName') ?? '';
  useEffect(() => {
    if (application.getFieldState('application.name').isDirty) return;
    const name = `${first.trim()} ${last.trim()}`.trim();
    if (name !== '') application.setValue('application.name', name, { shouldDirty: false });
  }, [first, last, application]);
}
