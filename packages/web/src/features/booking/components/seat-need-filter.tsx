import { Checkbox, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../api/api-context';
import { seatEquipmentQueryOptions, type SeatNeed } from '../seat-need';

/**
 * "Ich brauche: Mikrofilmlesegerät / Großformattisch / barrierefreier Platz / …": the
 * visitor's seat need, from the installation's equipment list. The day's slots then say
 * whether such a seat is free, and a hold gets one. A group of labelled checkboxes in a
 * fieldset; nothing while the installation has no equipment list.
 */
export function SeatNeedFilter({
  need,
  onChange,
}: {
  need: SeatNeed;
  onChange: (need: SeatNeed) => void;
}) {
  const { t, i18n } = useTranslation('booking');
  const api = useApi();
  const equipment = useQuery(seatEquipmentQueryOptions(api));
  if (!equipment.data || equipment.data.length === 0) return null;
  const toggle = (key: string, on: boolean) =>
    onChange({
      ...need,
      equipment: on ? [...need.equipment, key] : need.equipment.filter((k) => k !== key),
    });
  return (
    <fieldset className="seat-need">
      <legend>{t('seatNeed.legend')}</legend>
      <Group gap="md">
        {equipment.data.map((item) => (
          <Checkbox
            key={item.key}
            label={i18n.language.startsWith('en') ? item.en : item.de}
            checked={need.equipment.includes(item.key)}
            onChange={(event) => toggle(item.key, event.currentTarget.checked)}
          />
        ))}
        <Checkbox
          label={t('seatNeed.accessible')}
          checked={need.accessible}
          onChange={(event) => onChange({ ...need, accessible: event.currentTarget.checked })}
        />
      </Group>
    </fieldset>
  );
}
