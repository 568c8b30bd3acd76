import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { focusHeading } from '../../components/focus-heading';
import { useNotify } from '../../components/notifications/notification-context';
import { useErrorMessage } from '../../i18n/error-message';
import { slotIdOf, useRemoveTicket, type useAddSlot } from './cart-api';
import { isNotYourTurn } from './opening-api';

/** What the pop-up names: the room, the day and the slot's time. */
interface SlotWords {
  room: string;
  date: string;
  time: string;
}

/**
 * Adding a slot to the selection and removing it, each said in a pop-up. The pressed button
 * is replaced, so the focus then moves to the slot's text (`slotText` registers it).
 */
export function useSlotActions(add: ReturnType<typeof useAddSlot>) {
  const { t } = useTranslation('booking');
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  const remove = useRemoveTicket();
  const slotTexts = useRef(new Map<number, HTMLDivElement>());
  const focusSlot = (id: number) => {
    const text = slotTexts.current.get(id);
    if (text) focusHeading(text);
  };
  const slotText = (slotId: number) => (element: HTMLDivElement | null) => {
    if (element) slotTexts.current.set(slotId, element);
    else slotTexts.current.delete(slotId);
  };
  // not the visitor's turn in a fair opening: the day's slots say so with the way to wait
  const failed = (err: unknown) =>
    isNotYourTurn(err) ? undefined : notify({ type: 'error', title: errorMessage(err) });

  const addSlot = (slotId: number, words: SlotWords, seatId?: number) =>
    add.mutate(seatId === undefined ? slotId : { timeSlotId: slotId, seatId }, {
      onSuccess: () => {
        focusSlot(slotId);
        notify({
          type: 'success',
          title: t('slotState.addedTitle'),
          description: t('slotState.added', { ...words }),
        });
      },
      onError: failed,
    });
  const removeTicket = (ticketId: number, slotId: number, words: SlotWords) =>
    remove.mutate(ticketId, {
      onSuccess: () => {
        focusSlot(slotId);
        notify({
          type: 'success',
          title: t('slotState.removedTitle'),
          description: t('slotState.added', { ...words }),
        });
      },
      onError: failed,
    });

  return {
    slotText,
    addSlot,
    removeTicket,
    adding: (slotId: number) => add.isPending && slotIdOf(add.variables) === slotId,
    removing: (ticketId: number) => remove.isPending && remove.variables === ticketId,
  };
}
