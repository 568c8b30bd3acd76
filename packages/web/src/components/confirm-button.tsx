import { Button, Group, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';

export interface ConfirmButtonProps {
  /** the first button, e.g. "Delete room" */
  label: string;
  /** the question shown after the first click */
  question: string;
  confirmLabel: string;
  cancelLabel: string;
  loading?: boolean;
  onConfirm: () => void;
}

/**
 * A destructive action behind a second, explicit click. The question and both choices
 * replace the first button in place; focus moves to the cancel choice (the safe one) and
 * back to the first button when cancelled.
 */
export function ConfirmButton({
  label,
  question,
  confirmLabel,
  cancelLabel,
  loading,
  onConfirm,
}: ConfirmButtonProps) {
  const [asking, setAsking] = useState(false);
  const first = useRef<HTMLButtonElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);
  useEffect(() => {
    if (asking) cancel.current?.focus();
    else if (wasAsking.current) first.current?.focus();
    wasAsking.current = asking;
  }, [asking]);
  if (!asking) {
    return (
      <Button ref={first} color="red.8" variant="outline" onClick={() => setAsking(true)}>
        {label}
      </Button>
    );
  }
  return (
    <div role="group" aria-label={question}>
      <Text fw={600} mb="xs">
        {question}
      </Text>
      <Group>
        <Button color="red.8" loading={loading} onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button variant="default" ref={cancel} onClick={() => setAsking(false)}>
          {cancelLabel}
        </Button>
      </Group>
    </div>
  );
}
