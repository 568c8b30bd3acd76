import { Button } from '@mantine/core';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The form brings zod and react-hook-form: loaded when a visitor opens it, not with the calendar.
const WaitingListForm = lazy(() =>
  import('./waiting-list-form').then((m) => ({ default: m.WaitingListForm })),
);

/**
 * On a full slot: "join the waiting list", which opens the e-mail form below the slot
 * (a disclosure button: `aria-expanded`, `aria-controls`). Closing it gives focus back.
 */
export function WaitingListJoin(props: { timeSlotId: number; time: string; date: string }) {
  const { t } = useTranslation('booking');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  return (
    <div className="waiting-list">
      <Button
        ref={toggle}
        size="compact-md"
        variant="outline"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('waitingList.joinSlot', { time: props.time })}
        onClick={() => setOpen((o) => !o)}
      >
        {t('waitingList.join')}
      </Button>
      <div id={panelId} className="waiting-list-panel" hidden={!open}>
        {open ? (
          <Suspense fallback={null}>
            <WaitingListForm
              {...props}
              onCancel={() => {
                setOpen(false);
                toggle.current?.focus();
              }}
            />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
