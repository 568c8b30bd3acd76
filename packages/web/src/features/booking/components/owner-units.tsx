import { useRef, useState, type FormEvent } from 'react';
import { Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UNIT_FIELD_MAX } from '@lesesaal/domain/limits';
import type { RecordsOrdering } from '@lesesaal/domain/record-orders/schema';
import type { Ticket } from '@lesesaal/domain/tickets/schema';
import { formatLongDate } from '../../../components/format-date';
import { useErrorMessage } from '../../../i18n/error-message';
import { useAddOwnerUnit, useRemoveOwnerUnit } from '../owner-units-api';
import { UnitList } from './unit-list';

/**
 * The records of a visit on the owner's confirmation page: the ordered units with
 * their states and, while the visit has not started, a "withdraw" button for each unit still
 * ordered and a form ordering one more. The server decides on the deadline and the limits; its
 * refusal shows at the form. Each change is announced in the visit's status region.
 */
export function OwnerUnits({
  ownerId,
  ticket,
  ordering,
}: {
  ownerId: string;
  ticket: Ticket;
  /** the room's records ordering (from the room list): the order form only where it is on */
  ordering?: RecordsOrdering;
}) {
  const { t, i18n } = useTranslation('records');
  const { t: tb } = useTranslation('booking');
  const errorMessage = useErrorMessage();
  const add = useAddOwnerUnit(ownerId);
  const remove = useRemoveOwnerUnit(ownerId);
  const [callNumber, setCallNumber] = useState('');
  const [title, setTitle] = useState('');
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const [refusal, setRefusal] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const callNumberRef = useRef<HTMLInputElement>(null);
  // the visit is open (booked, not started): the server may still take changes
  const open = ticket.status === 'BOOKED' && ticket.cancelable;
  const units = ticket.units ?? [];
  const prefix = `owner-units-${ticket.id}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = callNumber.trim();
    if (!wanted) {
      setMissing(true);
      callNumberRef.current?.focus();
      return;
    }
    setRefusal('');
    add.mutate(
      { ticketId: ticket.id, unit: { callNumber: wanted, title: title.trim(), note: note.trim() } },
      {
        onSuccess: () => {
          setCallNumber('');
          setTitle('');
          setNote('');
          setAnnouncement(t('owner.ordered', { callNumber: wanted }));
        },
        onError: (error) => {
          setAnnouncement('');
          setRefusal(errorMessage(error));
        },
      },
    );
  };

  const withdraw = (unitId: number, unitCallNumber: string) =>
    remove.mutate(
      { ticketId: ticket.id, unitId },
      {
        onSuccess: () => setAnnouncement(t('owner.withdrawn', { callNumber: unitCallNumber })),
        onError: (error) => setAnnouncement(errorMessage(error)),
      },
    );

  return (
    <Stack gap="xs">
      <UnitList
        units={units}
        headingId={`units-${ticket.id}`}
        action={(unit) =>
          open && unit.state === 'ORDERED' ? (
            <Button
              size="xs"
              variant="outline"
              color="red.9"
              ml="xs"
              aria-label={t('owner.withdrawUnit', { callNumber: unit.callNumber })}
              loading={remove.isPending && remove.variables?.unitId === unit.id}
              onClick={() => withdraw(unit.id, unit.callNumber)}
            >
              {t('owner.withdraw')}
            </Button>
          ) : null
        }
      />
      {/* always in the DOM, so screen readers announce each change */}
      <div role="status" aria-live="polite" aria-atomic="true">
        {announcement ? <Text fw={600}>{announcement}</Text> : null}
      </div>
      {open && (ordering === 'OPTIONAL' || ordering === 'REQUIRED') ? (
        <form onSubmit={submit} noValidate>
          <Fieldset
            legend={t('owner.addFor', {
              room: ticket.roomName,
              date: formatLongDate(ticket.date, i18n.language),
              time: tb('time', { start: ticket.startTime, end: ticket.endTime }),
            })}
          >
            <Stack gap="xs">
              <Text size="sm">{t('owner.addIntro')}</Text>
              {refusal ? (
                <Text role="alert" c="red.9" fw={600} id={`${prefix}-refusal`}>
                  {refusal}
                </Text>
              ) : null}
              <Group align="flex-end" gap="xs" wrap="wrap">
                <TextInput
                  id={`${prefix}-callNumber`}
                  ref={callNumberRef}
                  label={t('records.callNumber')}
                  required
                  withAsterisk
                  maxLength={UNIT_FIELD_MAX.callNumber}
                  autoComplete="off"
                  value={callNumber}
                  error={missing && !callNumber.trim() ? t('owner.callNumberRequired') : undefined}
                  onChange={(e) => {
                    setCallNumber(e.currentTarget.value);
                    setMissing(false);
                  }}
                  style={{ flex: '1 1 10rem' }}
                />
                <TextInput
                  id={`${prefix}-title`}
                  label={t('records.titleField')}
                  maxLength={UNIT_FIELD_MAX.title}
                  autoComplete="off"
                  value={title}
                  onChange={(e) => setTitle(e.currentTarget.value)}
                  style={{ flex: '1 1 10rem' }}
                />
                <TextInput
                  id={`${prefix}-note`}
                  label={t('records.note')}
                  maxLength={UNIT_FIELD_MAX.note}
                  autoComplete="off"
                  value={note}
                  onChange={(e) => setNote(e.currentTarget.value)}
                  style={{ flex: '2 1 14rem' }}
                />
                <Button type="submit" variant="outline" loading={add.isPending}>
                  {t('owner.order')}
                </Button>
              </Group>
            </Stack>
          </Fieldset>
        </form>
      ) : null}
    </Stack>
  );
}
