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

type Position = { x: number | null; y: number | null };

/**
 * The positions moved on the screen and not yet stored (`draft`), what the live region says,
 * and saving them: each changed seat once, one after another, with its last position.
 */
function usePlanDraft(roomId: number, data: RoomSeats) {
  const { t } = useTranslation('admin-seats');
  const place = usePlaceSeat(roomId);
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  const [draft, setDraft] = useState<Record<number, Position>>({});
  const [saving, setSaving] = useState(false);
  const [said, setSaid] = useState('');
  const seats = data.seats.map((s) => ({ ...s, ...draft[s.id] }));
  // the seats whose position on the screen is not the stored one
  const changed = seats.filter((s) => {
    const stored = data.seats.find((d) => d.id === s.id);
    return stored !== undefined && (stored.x !== s.x || stored.y !== s.y);
  });
  const move = (seatId: number, x: number | null, y: number | null) => {
    const seat = seats.find((s) => s.id === seatId);
    if (!seat) return;
    setDraft((current) => ({ ...current, [seatId]: { x, y } }));
    setSaid(
      x === null || y === null
        ? t('plan.unplaced', { label: seat.label })
        : t('plan.position', { label: seat.label, x, y }),
    );
  };
  const save = async () => {
    if (changed.length === 0 || saving) return;
    setSaving(true);
    let saved = 0;
    try {
      for (const seat of changed) {
        await place.mutateAsync({ seatId: seat.id, x: seat.x, y: seat.y });
        saved += 1;
        setDraft((current) => {
          const { [seat.id]: _stored, ...rest } = current;
          return rest;
        });
      }
      notify({ type: 'success', title: t('plan.saved', { count: saved }) });
    } catch (error) {
      notify({ type: 'error', title: errorMessage(error) });
    } finally {
      setSaving(false);
    }
  };
  const discard = () => {
    setDraft({});
    setSaid(t('plan.discarded'));
  };
  return { seats, changed, move, save, discard, saving, said };
}

/**
 * The plan with the room's seats: choose a seat (on the plan or in the list), then place it
 * by a click on the plan, by the arrow keys, or by numbers. A move changes only the screen
 * (said in a live region); "Save positions" stores the seats whose position changed, one
 * request — and one audit entry — per seat, however many steps it took to get there.
 */
export function PlanPlacement({ roomId, data }: { roomId: number; data: RoomSeats }) {
  const { t } = useTranslation('admin-seats');
  const today = useArchiveToday();
  const { seats, changed, move, save, discard, saving, said } = usePlanDraft(roomId, data);
  const [selectedId, setSelectedId] = useState<number | null>(data.seats[0]?.id ?? null);
  const selected = seats.find((s) => s.id === selectedId) ?? null;
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
          onPlace={(id, x, y) => move(id, x, y)}
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
            onApply={move}
          />
        ) : null}
        <Group gap="sm" align="center">
          <Text fw={changed.length > 0 ? 700 : undefined}>
            {changed.length > 0 ? t('plan.unsaved', { count: changed.length }) : t('plan.allSaved')}
          </Text>
          <Button onClick={() => void save()} loading={saving} disabled={changed.length === 0}>
            {t('plan.save')}
          </Button>
          {changed.length > 0 && !saving ? (
            <Button variant="default" onClick={discard}>
              {t('plan.discard')}
            </Button>
          ) : null}
        </Group>
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
  onApply: (seatId: number, x: number | null, y: number | null) => void;
}

/** The chosen seat and its position as numbers (0–1000 each way), applied to the plan. */
function PositionFields({ seats, selected, onSelect, onApply }: PositionFieldsProps) {
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
      <Button disabled={!valid(x) || !valid(y)} onClick={() => onApply(selected.id, x, y)}>
        {t('plan.applyPosition')}
      </Button>
      {selected.x !== null ? (
        <Button variant="default" onClick={() => onApply(selected.id, null, null)}>
          {t('plan.removePosition')}
        </Button>
      ) : (
        <Button variant="default" onClick={() => onApply(selected.id, 500, 500)}>
          {t('plan.placeCenter')}
        </Button>
      )}
    </Group>
  );
}
