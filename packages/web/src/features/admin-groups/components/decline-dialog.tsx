import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GROUP_DECLINE_REASON_MAX } from '@lesesaal/domain/group-visits/schema';

interface DeclineDialogProps {
  opened: boolean;
  /** `false` once declined: the caller moves the focus (the button that opened it is gone) */
  returnFocus: boolean;
  pending: boolean;
  onDecline: (reason: string) => void;
  onClose: () => void;
}

/**
 * Asks for the reason of declining (required: it is mailed to the organiser). The focus
 * starts in the reason; sending it empty shows the message at the field and keeps the focus
 * there. Escape, the close button and "Cancel" close it and the focus returns to "Decline".
 */
export function DeclineDialog({
  opened,
  returnFocus,
  pending,
  onDecline,
  onClose,
}: DeclineDialogProps) {
  const { t } = useTranslation('admin-groups');
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (text === '') {
      setMissing(true);
      document.getElementById('group-decline-reason')?.focus();
      return;
    }
    onDecline(text);
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('actions.declineTitle')}
      closeOnEscape={!pending}
      closeOnClickOutside={!pending}
      returnFocus={returnFocus}
      closeButtonProps={{ 'aria-label': t('actions.declineCancel'), disabled: pending }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t('actions.declineHint')}</Text>
          <Textarea
            id="group-decline-reason"
            label={t('actions.reason')}
            required
            data-autofocus
            rows={4}
            maxLength={GROUP_DECLINE_REASON_MAX}
            value={reason}
            error={missing ? t('actions.reasonRequired') : undefined}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              if (e.currentTarget.value.trim() !== '') setMissing(false);
            }}
          />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose} disabled={pending}>
              {t('actions.declineCancel')}
            </Button>
            <Button type="submit" color="red.8" loading={pending}>
              {t('actions.declineConfirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
