import type { ReactNode } from 'react';
import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Unit } from '../api-types';

/**
 * The records ordered for a visit with their states: call number, title, and the
 * state in words — "not available" with its reason — and, where given, a unit's `action`
 * (the owner's "withdraw" button).
 */
export function UnitList({
  units,
  headingId,
  action,
}: {
  units: readonly Unit[];
  headingId: string;
  action?: (unit: Unit) => ReactNode;
}) {
  const { t } = useTranslation('records');
  if (units.length === 0) return null;
  return (
    <div className="unit-list">
      <Text fw={600} id={headingId}>
        {t('records.unitsOf')}
      </Text>
      <List aria-labelledby={headingId}>
        {units.map((unit) => (
          <List.Item key={unit.id} data-state={unit.state}>
            <strong>{unit.callNumber}</strong>
            {unit.title ? ` – ${unit.title}` : ''}:{' '}
            {unit.state === 'NOT_AVAILABLE' && unit.reason
              ? t('records.notAvailable', { reason: t(`records.reason.${unit.reason}`) })
              : t(`records.state.${unit.state}`)}
            {action?.(unit)}
          </List.Item>
        ))}
      </List>
    </div>
  );
}
