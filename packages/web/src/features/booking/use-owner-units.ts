import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Ticket } from './api-types';
import { useErrorMessage } from '../../i18n/error-message';
import { useAddOwnerUnit, useRemoveOwnerUnit } from './owner-units-api';

/**
 * The owner's changes to a visit's records: the order form's fields (the call number
 * required, focused when missing), the server's refusal shown at the form, withdrawing a
 * unit, and the announcement of each change.
 */
export function useOwnerUnits(ownerId: string, ticket: Ticket) {
  const { t } = useTranslation('records');
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

  return {
    announcement,
    withdraw,
    /** The unit whose withdrawal waits for the server, if any. */
    withdrawingId: remove.isPending ? (remove.variables?.unitId ?? null) : null,
    form: {
      callNumber,
      setCallNumber: (value: string) => {
        setCallNumber(value);
        setMissing(false);
      },
      title,
      setTitle,
      note,
      setNote,
      missing,
      refusal,
      callNumberRef,
      submit,
      ordering: add.isPending,
    },
  };
}
