import { useEffect, useRef, useState } from 'react';
import { Button, Group, NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  NOT_AVAILABLE_REASONS,
  type NotAvailableReason,
  type StaffUnitState,
} from '@lesesaal/domain/record-orders/schema';
import type { PullListItem } from '../api';

/**
 * A unit's actions: the next step in one press; "not available" opens a reason choice with
 * its own confirm button; back to "ordered" undoes a mistake.
 */
export function UnitActions({
  item,
  next,
  asking,
  busy,
  onAsk,
  onApply,
}: {
  item: PullListItem;
  next: StaffUnitState | undefined;
  asking: boolean;
  busy: boolean;
  onAsk: (on: boolean) => void;
  onApply: (state: StaffUnitState, reason?: NotAvailableReason) => void;
}) {
  const { t } = useTranslation('admin-pull-list');
  const [reason, setReason] = useState<NotAvailableReason | ''>('');
  const [missing, setMissing] = useState(false);
  const reasonRef = useRef<HTMLSelectElement>(null);
  // the reason choice appears where the button was: keyboard users continue there
  useEffect(() => {
    if (asking) reasonRef.current?.focus();
  }, [asking]);
  const unit = item.callNumber;
  const named = (state: StaffUnitState) =>
    t('actionFor', { action: t(`action.${state}`), callNumber: unit });
  if (asking) {
    return (
      <Group gap="xs" align="flex-end" wrap="wrap">
        <NativeSelect
          label={t('reasonLabel', { callNumber: unit })}
          data={[
            { value: '', label: t('chooseReason') },
            ...NOT_AVAILABLE_REASONS.map((r) => ({ value: r, label: t(`reason.${r}`) })),
          ]}
          value={reason}
          required
          error={missing && !reason ? t('reasonRequired') : undefined}
          onChange={(e) => {
            setReason(e.currentTarget.value as NotAvailableReason | '');
            setMissing(false);
          }}
          ref={reasonRef}
        />
        <Button
          color="red.9"
          loading={busy}
          onClick={() => {
            if (!reason) setMissing(true);
            else onApply('NOT_AVAILABLE', reason);
          }}
        >
          {t('confirmNotAvailable')}
        </Button>
        <Button variant="default" onClick={() => onAsk(false)}>
          {t('keep')}
        </Button>
      </Group>
    );
  }
  return (
    <Group gap="xs" wrap="wrap">
      {next ? (
        <Button size="xs" loading={busy} aria-label={named(next)} onClick={() => onApply(next)}>
          {t(`action.${next}`)}
        </Button>
      ) : null}
      {item.state !== 'NOT_AVAILABLE' && item.state !== 'RETURNED' ? (
        <Button
          size="xs"
          variant="outline"
          color="red.9"
          aria-label={named('NOT_AVAILABLE')}
          onClick={() => onAsk(true)}
        >
          {t('action.NOT_AVAILABLE')}
        </Button>
      ) : null}
      {item.state === 'NOT_AVAILABLE' || item.state === 'READY' ? (
        <Button
          size="xs"
          variant="default"
          aria-label={named('ORDERED')}
          onClick={() => onApply('ORDERED')}
        >
          {t('action.ORDERED')}
        </Button>
      ) : null}
    </Group>
  );
}
