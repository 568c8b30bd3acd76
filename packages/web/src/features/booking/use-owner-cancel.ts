import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusHeading } from '../../components/focus-heading';
import { useNotify } from '../../components/notifications/notification-context';
import { useErrorMessage } from '../../i18n/error-message';
import type { Ticket } from './api-types';
import { useCancelOwnerTickets } from './cart-api';

/**
 * Cancelling a visit on the booking's page, asked first in a dialog: which visit is asked
 * about, the cancellation, its pop-up, and where the focus goes. Closed without cancelling,
 * the dialog gives the focus back to the visit's cancel button; once the server has answered,
 * that button is gone (or about to be), so the focus moves to the visit's line instead
 * (`visitText` registers it), where its new state is read next.
 */
export function useOwnerCancel(ownerId: string) {
  const { t } = useTranslation('booking');
  const cancel = useCancelOwnerTickets(ownerId);
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  const [asked, setAsked] = useState<Ticket | null>(null);
  const [opened, setOpened] = useState(false);
  const [returnFocus, setReturnFocus] = useState(true);
  const [focusVisit, setFocusVisit] = useState<number | null>(null);
  const visitTexts = useRef(new Map<number, HTMLElement>());

  useEffect(() => {
    if (focusVisit === null) return;
    const text = visitTexts.current.get(focusVisit);
    if (text) focusHeading(text);
  }, [focusVisit]);

  const settled = (ticketId: number) => {
    // one render: the dialog closes without handing the focus back, the visit's line takes it
    setReturnFocus(false);
    setOpened(false);
    setFocusVisit(ticketId);
  };

  return {
    dialog: {
      opened,
      ticket: asked,
      pending: cancel.isPending,
      returnFocus,
      onClose: () => {
        if (!cancel.isPending) setOpened(false);
      },
      onConfirm: (ticket: Ticket) =>
        cancel.mutate([ticket.id], {
          onSuccess: (cancelled) => {
            settled(ticket.id);
            notify({
              type: 'success',
              title: t('confirmation.cancelled', {
                count: Array.isArray(cancelled) ? cancelled.length : 1,
              }),
            });
          },
          onError: (err) => {
            settled(ticket.id);
            notify({ type: 'error', title: errorMessage(err) });
          },
        }),
    },
    /** Opens the dialog for `ticket` (the focus returns to the pressed button when closed). */
    ask: (ticket: Ticket) => {
      setReturnFocus(true);
      setFocusVisit(null);
      setAsked(ticket);
      setOpened(true);
    },
    /** Registers the line of visit `ticketId`, the focus target after a cancellation. */
    visitText: (ticketId: number) => (element: HTMLElement | null) => {
      if (element) visitTexts.current.set(ticketId, element);
      else visitTexts.current.delete(ticketId);
    },
  };
}
