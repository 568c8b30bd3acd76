import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface CancelGroupDialogProps {
  opened: boolean;
  pending: boolean;
  /** `false` once cancelled: the caller moves the focus (the button that opened it is gone) */
  returnFocus: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Asks before the organiser cancels (there is no way back). The focus starts on "Do not
 * cancel", the safe choice; Escape, the close button and that choice close the dialog.
 */
export function CancelGroupDialog({
  opened,
  pending,
  returnFocus,
  onConfirm,
  onClose,
}: CancelGroupDialogProps) {
  const { t } = useTranslation('groups');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('manage.dialogTitle')}
      closeOnEscape={!pending}
      closeOnClickOutside={!pending}
      returnFocus={returnFocus}
      closeButtonProps={{ 'aria-label': t('manage.dialogClose'), disabled: pending }}
    >
      <Stack gap="sm">
        <Text>{t('manage.dialogText')}</Text>
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" data-autofocus onClick={onClose} disabled={pending}>
            {t('manage.dialogKeep')}
          </Button>
          <Button color="red.8" loading={pending} onClick={onConfirm}>
            {t('manage.dialogConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
