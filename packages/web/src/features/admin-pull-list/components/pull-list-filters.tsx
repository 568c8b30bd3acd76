import { Group, NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isValidIsoDate } from '@lesesaal/domain/dates';
import type { PullListFilter } from '../api';

interface PullListFiltersProps {
  filter: PullListFilter;
  /** The desk sees today's list only: no date field. */
  desk: boolean;
  today: string;
  rooms: { id: number; name: string }[];
  /** The day's pull times (the chosen one is offered even if the day has none). */
  pullTimes: string[];
  setParam: (key: 'date' | 'room' | 'time', value: string | null) => void;
}

/** Day (not for the desk), room and pull time. */
export function PullListFilters({
  filter,
  desk,
  today,
  rooms,
  pullTimes,
  setParam,
}: PullListFiltersProps) {
  const { t } = useTranslation('admin-pull-list');
  return (
    <Group align="flex-end" gap="md" wrap="wrap" className="lesesaal-no-print">
      {!desk && (
        <TextInput
          type="date"
          label={t('date')}
          value={filter.date}
          maw={220}
          onChange={(e) => {
            const value = e.currentTarget.value;
            if (isValidIsoDate(value)) setParam('date', value === today ? null : value);
          }}
        />
      )}
      <NativeSelect
        label={t('room')}
        data={[
          { value: '', label: t('allRooms') },
          ...rooms.map((r) => ({ value: String(r.id), label: r.name })),
        ]}
        value={filter.roomId ? String(filter.roomId) : ''}
        onChange={(e) => setParam('room', e.currentTarget.value || null)}
        maw={320}
      />
      <NativeSelect
        label={t('pullTime')}
        data={[
          { value: '', label: t('allPullTimes') },
          ...[...new Set([...pullTimes, ...(filter.pullTime ? [filter.pullTime] : [])])]
            .sort()
            .map((time) => ({ value: time, label: t('at', { time }) })),
        ]}
        value={filter.pullTime ?? ''}
        onChange={(e) => setParam('time', e.currentTarget.value || null)}
        maw={220}
      />
    </Group>
  );
}
