import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';

/**
 * The texts the dialog asks its screen for: `reason` is the field's label, `reasonRequired`
 * the message at the field when it is sent empty.
 */
export type ReasonDialogText =
  'title' | 'hint' | 'reason' | 'reasonRequired' | 'cancel' | 'confirm';

interface ReasonDialogProps {
  opened: boolean;
  /** `false` once decided: the caller moves the focus (the button that opened it is gone) */
  returnFocus: boolean;
  pending: boolean;
  /** the reason field's id */
  fieldId: string;
  maxLength: number;
  text: (key: ReasonDialogText) => string;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/**
 * Asks for the reason of a staff decision against someone's request (required: it is mailed
 * to them). The focus starts in the reason; sending it empty shows the message at the field
 * and keeps the focus there. Escape, the close button and "Cancel" close it and the focus
 * returns to the button that opened it.
 */
export function ReasonDialog({
  opened,
  returnFocus,
  pending,
  fieldId,
  maxLength,
  text,
  onConfirm,
  onClose,
}: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (text === '') {
      setMissing(true);
      document.getElementById(fieldId)?.focus();
      return;
    }
    onConfirm(text);
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={text('title')}
      closeOnEscape={!pending}
      closeOnClickOutside={!pending}
      returnFocus={returnFocus}
      closeButtonProps={{ 'aria-label': text('cancel'), disabled: pending }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">{text('hint')}</Text>
          <Textarea
            id={fieldId}
            label={text('reason')}
            required
            data-autofocus
            rows={4}
            maxLength={maxLength}
            value={reason}
            error={missing ? text('reasonRequired') : undefined}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              if (e.currentTarget.value.trim() !== '') setMissing(false);
            }}
          />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose} disabled={pending}>
              {text('cancel')}
            </Button>
            <Button type="submit" color="red.8" loading={pending}>
              {text('confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
