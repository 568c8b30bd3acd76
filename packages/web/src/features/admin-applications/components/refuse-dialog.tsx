import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REFUSAL_REASON_MAX } from '@lesesaal/domain/applications/schema';

interface RefuseDialogProps {
  opened: boolean;
  /** `false` once refused: the caller moves the focus (the button that opened it is gone) */
  returnFocus: boolean;
  pending: boolean;
  onRefuse: (reason: string) => void;
  onClose: () => void;
}

/**
 * Asks for the reason of a refusal (required: it is mailed to the reader). The focus starts
 * in the reason; sending it empty shows the message at the field and keeps the focus there.
 * Escape, the close button and "Cancel" close it and the focus returns to "Refuse".
 */
export function RefuseDialog({
  opened,
  returnFocus,
  pending,
  onRefuse,
  onClose,
}: RefuseDialogProps) {
  const { t } = useTranslation('admin-applications');
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (text === '') {
      setMissing(true);
      document.getElementById('refusal-reason')?.focus();
      return;
    }
    onRefuse(text);
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('actions.refuseTitle')}
      closeOnEscape={!pending}
      closeOnClickOutside={!pending}
      returnFocus={returnFocus}
      closeButtonProps={{ 'aria-label': t('actions.refuseCancel'), disabled: pending }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t('actions.refuseHint')}</Text>
          <Textarea
            id="refusal-reason"
            label={t('actions.reason')}
            required
            data-autofocus
            rows={4}
            maxLength={REFUSAL_REASON_MAX}
            value={reason}
            error={missing ? t('actions.reasonRequired') : undefined}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              if (e.currentTarget.value.trim() !== '') setMissing(false);
            }}
          />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose} disabled={pending}>
              {t('actions.refuseCancel')}
            </Button>
            <Button type="submit" color="red.8" loading={pending}>
              {t('actions.refuseConfirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
