import { useEffect, useState } from 'react';
import { useNotify } from '../../components/notifications/notification-context';
import { useErrorMessage } from '../../i18n/error-message';
import { useMoveRoom, type AdminRoom as Room } from './api';

export type Direction = 'up' | 'down';

/**
 * The rooms' sort mode: moving a room up or down, the count of moves for the announcement,
 * and focus kept on the pressed button although its card changes place.
 */
export function useRoomOrder(rooms: Room[] | undefined) {
  const move = useMoveRoom();
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  const [sorting, setSorting] = useState(false);
  const [moved, setMoved] = useState<{ id: number; direction: Direction; n: number } | null>(null);

  // A moved room's card changes place in the DOM, which drops focus: put it back on the
  // button just pressed (or its partner when that one is now disabled at an end).
  useEffect(() => {
    if (!moved || move.isPending) return;
    const pressed = document.getElementById(
      `room-${moved.direction}-${moved.id}`,
    ) as HTMLButtonElement | null;
    const other = document.getElementById(
      `room-${moved.direction === 'up' ? 'down' : 'up'}-${moved.id}`,
    ) as HTMLButtonElement | null;
    (pressed && !pressed.disabled ? pressed : other)?.focus();
  }, [moved, move.isPending, rooms]);

  const moveRoom = (room: Room, index: number, direction: Direction) =>
    move.mutate(
      { id: room.id, order: direction === 'up' ? index - 1 : index + 1 },
      {
        onSuccess: () => setMoved((m) => ({ id: room.id, direction, n: (m?.n ?? 0) + 1 })),
        onError: (error) => notify({ type: 'error', title: errorMessage(error) }),
      },
    );

  return { sorting, setSorting, moved, moveRoom, moving: move.isPending };
}
