import { Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../api/api-context';
import { LoadState, loadStatusOf } from '../../../components/load-state';
import { ticketUnitsQuery } from '../api';
import { useUnitActions } from '../use-unit-actions';
import { EMPTY, UnitFields } from './unit-fields';
import { UnitRow } from './unit-row';
import { ScrollRegion } from '../../../components/scroll-region';

/**
 * The records ordered for a reservation: staff see their states, add units,
 * change a unit's call number, title or note, and remove one. Staff are not bound by the
 * room's deadline or limits; a cancelled visit's units are shown only.
 */
export function ReservationUnits({ ticketId, editable }: { ticketId: number; editable: boolean }) {
  const { t } = useTranslation('admin-reservations');
  const api = useApi();
  const units = useQuery(ticketUnitsQuery(api, ticketId));
  const actions = useUnitActions(ticketId);
  const list = units.data ?? [];

  return (
    <section aria-labelledby="reservation-units">
      <Title order={2} size="h3" id="reservation-units" mb="sm">
        {t('units.title')}
      </Title>
      <LoadState status={loadStatusOf(units)} error={units.error}>
        <Stack gap="sm">
          {list.length === 0 ? <Text>{t('units.none')}</Text> : null}
          {list.length > 0 ? (
            <ScrollRegion label={t('units.caption', { count: list.length })} minWidth={560}>
              <Table>
                <Table.Caption>{t('units.caption', { count: list.length })}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('units.callNumber')}</Table.Th>
                    <Table.Th scope="col">{t('units.titleField')}</Table.Th>
                    <Table.Th scope="col">{t('units.note')}</Table.Th>
                    <Table.Th scope="col">{t('units.stateColumn')}</Table.Th>
                    {editable ? <Table.Th scope="col">{t('units.actions')}</Table.Th> : null}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.map((unit) => (
                    <UnitRow key={unit.id} unit={unit} editable={editable} actions={actions} />
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollRegion>
          ) : null}
          {editable ? (
            <Stack gap={4}>
              <Text fw={600}>{t('units.add')}</Text>
              <UnitFields
                idPrefix={`unit-new-${ticketId}`}
                initial={EMPTY}
                submitLabel={t('units.addButton')}
                busy={actions.adding}
                onSubmit={actions.addUnit}
              />
            </Stack>
          ) : null}
        </Stack>
      </LoadState>
    </section>
  );
}
