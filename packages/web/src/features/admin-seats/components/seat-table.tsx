import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '@lesesaal/domain/dates';
import { ConfirmButton } from '../../../components/confirm-button';
import { useNotify } from '../../../components/notifications/notification-context';
import { useErrorMessage } from '../../../i18n/error-message';
import { useDeleteSeat, useUnblockSeat, type AdminSeat, type Equipment } from '../api';
import { ScrollRegion } from '../../../components/scroll-region';

interface SeatTableProps {
  roomId: number;
  seats: AdminSeat[];
  equipment: Equipment[];
  onEdit: (seat: AdminSeat) => void;
  onBlock: (seat: AdminSeat) => void;
}

/** The seats with label, equipment (names in the screen's language) and blocks. */
export function SeatTable({ roomId, seats, equipment, onEdit, onBlock }: SeatTableProps) {
  const { t, i18n } = useTranslation('admin-seats');
  const remove = useDeleteSeat(roomId);
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  if (seats.length === 0) return <Text role="status">{t('seats.empty')}</Text>;
  const names = new Map(equipment.map((e) => [e.key, i18n.language === 'en' ? e.en : e.de]));
  const onError = (error: unknown) => notify({ type: 'error', title: errorMessage(error) });
  return (
    <ScrollRegion label={t('seats.caption', { count: seats.length })} minWidth={640}>
      <Table>
        <Table.Caption>{t('seats.caption', { count: seats.length })}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('seats.label')}</Table.Th>
            <Table.Th scope="col">{t('seats.equipment')}</Table.Th>
            <Table.Th scope="col">{t('seats.blocked')}</Table.Th>
            <Table.Th scope="col">{t('seats.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {seats.map((seat) => (
            <Table.Tr key={seat.id}>
              <Table.Th scope="row">{seat.label}</Table.Th>
              <Table.Td>{seat.equipment.map((k) => names.get(k) ?? k).join(', ')}</Table.Td>
              <Table.Td>
                <SeatBlocks roomId={roomId} seat={seat} />
              </Table.Td>
              <Table.Td>
                <Group gap="xs">
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={t('seats.editOf', { label: seat.label })}
                    onClick={() => onEdit(seat)}
                  >
                    {t('seats.edit')}
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={t('seats.blockOf', { label: seat.label })}
                    onClick={() => onBlock(seat)}
                  >
                    {t('seats.block')}
                  </Button>
                  <ConfirmButton
                    label={t('seats.delete')}
                    question={t('seats.confirmDelete', { label: seat.label })}
                    confirmLabel={t('seats.confirm')}
                    cancelLabel={t('seats.keep')}
                    onConfirm={() =>
                      remove.mutate(seat.id, {
                        onSuccess: () =>
                          notify({
                            type: 'success',
                            title: t('seats.deleted', { label: seat.label }),
                          }),
                        onError,
                      })
                    }
                  />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}

/** The seat's blocks, each with a button that ends it; "no" without any. */
function SeatBlocks({ roomId, seat }: { roomId: number; seat: AdminSeat }) {
  const { t } = useTranslation('admin-seats');
  const unblock = useUnblockSeat(roomId);
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  if (seat.blocks.length === 0) return t('seats.notBlocked');
  return (
    <Stack gap={4}>
      {seat.blocks.map((block) => {
        const range = {
          from: formatDisplayDate(block.from),
          until: formatDisplayDate(block.until),
        };
        const end = () =>
          unblock.mutate(
            { seatId: seat.id, blockId: block.id },
            {
              onSuccess: () =>
                notify({ type: 'success', title: t('seats.unblocked', { label: seat.label }) }),
              onError: (error) => notify({ type: 'error', title: errorMessage(error) }),
            },
          );
        return (
          <Group key={block.id} gap="xs" wrap="nowrap">
            <Text size="sm">{t('seats.blockedRange', { ...range, reason: block.reason })}</Text>
            <Button
              size="compact-xs"
              variant="default"
              aria-label={t('seats.unblockOf', { label: seat.label, ...range })}
              onClick={end}
            >
              <span aria-hidden>✕</span>
            </Button>
          </Group>
        );
      })}
    </Stack>
  );
}
