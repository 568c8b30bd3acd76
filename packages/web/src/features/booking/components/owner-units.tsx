import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RecordsOrdering } from '@lesesaal/domain/record-orders/schema';
import type { Ticket } from '../api-types';
import { useOwnerUnits } from '../use-owner-units';
import { OwnerUnitForm } from './owner-unit-form';
import { UnitList } from './unit-list';

/**
 * The records of a visit on the owner's confirmation page: the ordered units with
 * their states and, while the visit has not started, a "withdraw" button for each unit still
 * ordered and a form ordering one more. The server decides on the deadline and the limits; its
 * refusal shows at the form. Each change is announced in the visit's status region.
 */
export function OwnerUnits({
  ownerId,
  ticket,
  ordering,
}: {
  ownerId: string;
  ticket: Ticket;
  /** the room's records ordering (from the room list): the order form only where it is on */
  ordering?: RecordsOrdering;
}) {
  const { t } = useTranslation('records');
  const { announcement, withdraw, withdrawingId, form } = useOwnerUnits(ownerId, ticket);
  // the visit is open (booked, not started): the server may still take changes
  const open = ticket.status === 'BOOKED' && ticket.cancelable;
  const units = ticket.units ?? [];

  return (
    <Stack gap="xs">
      <UnitList
        units={units}
        headingId={`units-${ticket.id}`}
        action={(unit) =>
          open && unit.state === 'ORDERED' ? (
            <Button
              size="xs"
              variant="outline"
              color="red.9"
              ml="xs"
              aria-label={t('owner.withdrawUnit', { callNumber: unit.callNumber })}
              loading={withdrawingId === unit.id}
              onClick={() => withdraw(unit.id, unit.callNumber)}
            >
              {t('owner.withdraw')}
            </Button>
          ) : null
        }
      />
      {/* always in the DOM, so screen readers announce each change */}
      <div role="status" aria-live="polite" aria-atomic="true">
        {announcement ? <Text fw={600}>{announcement}</Text> : null}
      </div>
      {open && (ordering === 'OPTIONAL' || ordering === 'REQUIRED') ? (
        <OwnerUnitForm ticket={ticket} form={form} />
      ) : null}
    </Stack>
  );
}
