import { Group, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isValidIsoDate } from '@lesesaal/domain/dates';

interface CheckInFiltersProps {
  rooms: { id: number; name: string }[];
  roomId: number | null;
  /** ADMIN may pick another day; DESK sees today only. */
  isAdmin: boolean;
  shownDate: string;
  today: string;
  setParam: (key: 'date' | 'room', value: string | null) => void;
}

/** The room (all or one) and, for ADMIN, the day. */
export function CheckInFilters({
  rooms,
  roomId,
  isAdmin,
  shownDate,
  today,
  setParam,
}: CheckInFiltersProps) {
  const { t } = useTranslation('admin-checkin');
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <Select
        label={t('room')}
        data={[
          { value: '', label: t('allRooms') },
          ...rooms.map((r) => ({ value: String(r.id), label: r.name })),
        ]}
        value={roomId ? String(roomId) : ''}
        onChange={(value) => setParam('room', value || null)}
        allowDeselect={false}
        maw={320}
      />
      {isAdmin ? (
        <TextInput
          type="date"
          label={t('date')}
          value={shownDate}
          maw={220}
          onChange={(e) => {
            const value = e.currentTarget.value;
            if (isValidIsoDate(value)) setParam('date', value === today ? null : value);
          }}
        />
      ) : null}
    </Group>
  );
}
