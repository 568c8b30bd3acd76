import { Button, Group, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LongText } from '../../../components/long-text';
import type { Unit } from '../api';
import type { useUnitActions } from '../use-unit-actions';
import { UnitFields } from './unit-fields';

interface UnitRowProps {
  unit: Unit;
  editable: boolean;
  actions: ReturnType<typeof useUnitActions>;
}

/** A unit: its fields and state with edit and remove, or, while edited, its form. */
export function UnitRow({ unit, editable, actions }: UnitRowProps) {
  const { t } = useTranslation('admin-reservations');
  const stateText =
    unit.state === 'NOT_AVAILABLE' && unit.reason
      ? t('units.notAvailable', { reason: t(`units.reason.${unit.reason}`) })
      : t(`units.state.${unit.state}`);
  if (actions.editing === unit.id)
    return (
      <Table.Tr>
        <Table.Td colSpan={editable ? 5 : 4}>
          <UnitFields
            idPrefix={`unit-${unit.id}`}
            initial={{
              callNumber: unit.callNumber,
              title: unit.title ?? '',
              note: unit.note ?? '',
            }}
            submitLabel={t('units.save')}
            busy={actions.changing}
            onCancel={() => actions.setEditing(null)}
            onSubmit={(input) => actions.changeUnit(unit.id, input)}
          />
        </Table.Td>
      </Table.Tr>
    );
  return (
    <Table.Tr>
      <Table.Th scope="row">
        <LongText>{unit.callNumber}</LongText>
      </Table.Th>
      <Table.Td>
        <LongText>{unit.title ?? ''}</LongText>
      </Table.Td>
      <Table.Td>
        <LongText>{unit.note ?? ''}</LongText>
      </Table.Td>
      <Table.Td>{stateText}</Table.Td>
      {editable ? (
        <Table.Td>
          <Group gap="xs" wrap="wrap">
            <Button
              size="xs"
              variant="outline"
              aria-label={t('units.editFor', { callNumber: unit.callNumber })}
              onClick={() => actions.setEditing(unit.id)}
            >
              {t('units.edit')}
            </Button>
            <Button
              size="xs"
              variant="outline"
              color="red.9"
              aria-label={t('units.removeFor', { callNumber: unit.callNumber })}
              loading={actions.removingId === unit.id}
              onClick={() => actions.removeUnit(unit.id)}
            >
              {t('units.remove')}
            </Button>
          </Group>
        </Table.Td>
      ) : null}
    </Table.Tr>
  );
}
