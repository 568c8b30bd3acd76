import { Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberField } from '../../../components/number-field';
import { useNotify } from '../../../components/notifications/notification-context';
import { SeatList } from '../../../components/seat-plan/seat-list';
import { SeatPlan, type PlanSeat } from '../../../components/seat-plan/seat-plan';
import { useErrorMessage } from '../../../i18n/error-message';
import { useArchiveToday } from '../../../components/archive-today';
import { usePlaceSeat, type AdminSeat, type RoomSeats } from '../api';
import { SEAT_LIMITS } from '@lesesaal/domain/seats/schema';

/** A plan position's bounds: thousandths of the plan's width and height. */
const POSITION = SEAT_LIMITS.position;

/** A seat's mark today: blocked when a block covers today, else free. */
function markOf(seat: AdminSeat, today: string): PlanSeat['state'] {
  return seat.blocks.some((b) => b.from <= today && today <= b.until) ? 'blocked' : 'free';
}

/**
 * The plan with the room's seats: choose a seat (on the plan or in the list), then place it
 * by a click on the plan, by the arrow keys, or by numbers. Each change is saved and said
 * in a live region.
 */
export function PlanPlacement({ roomId, data }: { roomId: number; data: RoomSeats }) {
  const { t } = useTranslation('admin-seats');
  const today = useArchiveToday();
  const place = usePlaceSeat(roomId);
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  const [selectedId, setSelectedId] = useState<number | null>(data.seats[0]?.id ?? null);
  const [moved, setMoved] = useState<Record<number, { x: number | null; y: number | null }>>({});
  const [said, setSaid] = useState('');
  const seats = data.seats.map((s) => ({ ...s, ...moved[s.id] }));
  const selected = seats.find((s) => s.id === selectedId) ?? null;
  const save = (seatId: number, x: number | null, y: number | null) => {
    const seat = seats.find((s) => s.id === seatId);
    if (!seat) return;
    setMoved((current) => ({ ...current, [seatId]: { x, y } }));
    setSaid(
      x === null || y === null
        ? t('plan.unplaced', { label: seat.label })
        : t('plan.position', { label: seat.label, x, y }),
    );
    place.mutate(
      { seatId, x, y },
      { onError: (error) => notify({ type: 'error', title: errorMessage(error) }) },
    );
  };
  const { settings } = data;
  const plan =
    settings.planUrl && settings.planWidth && settings.planHeight
      ? {
          url: settings.planUrl,
          alt: settings.planAlt ?? '',
          width: settings.planWidth,
          height: settings.planHeight,
        }
      : null;
  return (
    <section aria-labelledby="plan-current">
      <Title order={2} size="h3" id="plan-current" mb="sm">
        {t('plan.current')}
      </Title>
      <Stack gap="sm">
        {plan ? null : <Text>{t('plan.none')}</Text>}
        <Text id="plan-help">{t('plan.help')}</Text>
        <SeatPlan
          label={t('plan.region')}
          plan={plan}
          seats={seats.map((s) => ({
            id: s.id,
            label: s.label,
            x: s.x,
            y: s.y,
            state: markOf(s, today),
          }))}
          selectedId={selectedId}
          onSelect={setSelectedId}
          onPlace={(id, x, y) => save(id, x, y)}
        />
        <Text role="status" aria-live="polite">
          {said}
        </Text>
        {selected ? (
          <PositionFields
            key={`${selected.id}:${selected.x}:${selected.y}`}
            seats={seats}
            selected={selected}
            onSelect={setSelectedId}
            onSave={save}
          />
        ) : null}
        <SeatList
          label={t('plan.listLabel')}
          seats={seats.map((s) => ({
            id: s.id,
            label: s.label,
            state: markOf(s, today),
            equipment: [],
          }))}
        />
      </Stack>
    </section>
  );
}

interface PositionFieldsProps {
  seats: AdminSeat[];
  selected: AdminSeat;
  onSelect: (id: number) => void;
  onSave: (seatId: number, x: number | null, y: number | null) => void;
}

/** The chosen seat and its position as numbers (0–1000 each way). */
function PositionFields({ seats, selected, onSelect, onSave }: PositionFieldsProps) {
  const { t } = useTranslation('admin-seats');
  const [x, setX] = useState(selected.x ?? Number.NaN);
  const [y, setY] = useState(selected.y ?? Number.NaN);
  const valid = (v: number) => Number.isInteger(v) && v >= 0 && v <= 1000;
  return (
    <Group align="flex-end">
      <NativeSelect
        label={t('plan.seat')}
        value={String(selected.id)}
        onChange={(e) => onSelect(Number(e.currentTarget.value))}
        data={seats.map((s) => ({ value: String(s.id), label: s.label }))}
      />
      <NumberField label={t('plan.x')} {...POSITION} value={x} onChange={setX} w={190} />
      <NumberField label={t('plan.y')} {...POSITION} value={y} onChange={setY} w={190} />
      <Button disabled={!valid(x) || !valid(y)} onClick={() => onSave(selected.id, x, y)}>
        {t('plan.savePosition')}
      </Button>
      {selected.x !== null ? (
        <Button variant="default" onClick={() => onSave(selected.id, null, null)}>
          {t('plan.removePosition')}
        </Button>
      ) : (
        <Button variant="default" onClick={() => onSave(selected.id, 500, 500)}>
          {t('plan.placeCenter')}
        </Button>
      )}
    </Group>
  );
}
