import { Checkbox, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RoomSeating } from '@lesesaal/domain/rooms/schema';
import type { SeatNeed } from '../seat-need';

/**
 * "Ich brauche: Mikrofilmlesegerät / Großformattisch / barrierefreier Platz / …": the
 * visitor's seat need, from what the room's named seats carry (`namedSeats` of the room): the
 * day's slots then say whether such a seat is free, and a hold gets one. A group of labelled
 * checkboxes in a fieldset. Only equipment the room's seats have is offered, the accessible
 * seat only where the room has one; nothing in a room without named seats (equipment is
 * installation-wide, but a room without seats has none of it) or whose seats carry nothing.
 */
export function SeatNeedFilter({
  seating,
  need,
  onChange,
}: {
  seating: RoomSeating | null;
  need: SeatNeed;
  onChange: (need: SeatNeed) => void;
}) {
  const { t, i18n } = useTranslation('booking');
  if (!seating || (seating.equipment.length === 0 && !seating.accessible)) return null;
  const toggle = (key: string, on: boolean) =>
    onChange({
      ...need,
      equipment: on ? [...need.equipment, key] : need.equipment.filter((k) => k !== key),
    });
  return (
    <fieldset className="seat-need">
      <legend>{t('seatNeed.legend')}</legend>
      <Group gap="md">
        {seating.equipment.map((item) => (
          <Checkbox
            key={item.key}
            label={i18n.language.startsWith('en') ? item.en : item.de}
            checked={need.equipment.includes(item.key)}
            onChange={(event) => toggle(item.key, event.currentTarget.checked)}
          />
        ))}
        {seating.accessible ? (
          <Checkbox
            label={t('seatNeed.accessible')}
            checked={need.accessible}
            onChange={(event) => onChange({ ...need, accessible: event.currentTarget.checked })}
          />
        ) : null}
      </Group>
    </fieldset>
  );
}
