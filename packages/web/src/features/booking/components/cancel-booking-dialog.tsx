import { Button, Group, List, Modal, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Ticket } from '../api-types';
import { BookedVisit } from './booked-visit';

/** The records of a visit that cancelling it cancels too (those not cancelled already). */
export const unitsCancelledWith = (ticket: Ticket) =>
  (ticket.units ?? []).filter((unit) => unit.state !== 'CANCELLED');

interface CancelBookingDialogProps {
  opened: boolean;
  /** the visit asked about (kept while the closed dialog fades out) */
  ticket: Ticket | null;
  /** while the cancellation is under way: the dialog stays open */
  pending: boolean;
  /** `false` when the caller moves the focus itself (after a cancellation) */
  returnFocus: boolean;
  onConfirm: (ticket: Ticket) => void;
  onClose: () => void;
}

/**
 * Asks before a visitor cancels a visit (there is no way back): a dialog titled with the
 * question that names the visit — room, day, time, seat, booking number — and the records
 * ordered for it, which go with it. The focus starts on "Keep it", the safe choice (as the
 * staff's ConfirmButton does); Escape, the close button and "Keep it" close it and the focus
 * returns to the button that opened it.
 */
export function CancelBookingDialog({
  opened,
  ticket,
  pending,
  returnFocus,
  onConfirm,
  onClose,
}: CancelBookingDialogProps) {
  const { t } = useTranslation('booked');
  const units = ticket ? unitsCancelledWith(ticket) : [];
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('cancelDialog.title')}
      closeOnEscape={!pending}
      closeOnClickOutside={!pending}
      returnFocus={returnFocus}
      closeButtonProps={{ 'aria-label': t('cancelDialog.close'), disabled: pending }}
    >
      {ticket ? (
        <Stack gap="sm">
          <Text>{t('cancelDialog.intro')}</Text>
          <Paper withBorder p="sm">
            <BookedVisit ticket={ticket} />
          </Paper>
          {units.length > 0 ? (
            <div>
              <Text id={`cancel-units-${ticket.id}`}>
                {t('cancelDialog.units', { count: units.length })}
              </Text>
              <List aria-labelledby={`cancel-units-${ticket.id}`}>
                {units.map((unit) => (
                  <List.Item key={unit.id}>
                    <strong>{unit.callNumber}</strong>
                    {unit.title ? ` – ${unit.title}` : ''}
                  </List.Item>
                ))}
              </List>
            </div>
          ) : null}
          <Text>{t('cancelDialog.after')}</Text>
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" data-autofocus onClick={onClose} disabled={pending}>
              {t('cancelDialog.keep')}
            </Button>
            <Button color="red.8" loading={pending} onClick={() => onConfirm(ticket)}>
              {t('cancelDialog.confirm')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
