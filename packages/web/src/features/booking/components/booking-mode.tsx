import { Radio, Stack } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { StayMode } from '../use-stay-mode';

/**
 * Single slots or a research stay: two radio buttons in a labelled group, shown only in a
 * room that offers stays. The hint names the room's longest stay.
 */
export function BookingMode({ stay }: { stay: StayMode }) {
  // the stays' texts are loaded only for a room that offers stays
  return stay.offered ? (
    <Suspense fallback={null}>
      <ModeChoice stay={stay} />
    </Suspense>
  ) : null;
}

function ModeChoice({ stay }: { stay: StayMode }) {
  const { t } = useTranslation('stays');
  return (
    <Radio.Group
      label={t('mode.label')}
      description={t('mode.stayHint', { count: stay.maxDays })}
      value={stay.mode}
      onChange={(value) => stay.setMode(value === 'stay' ? 'stay' : 'single')}
    >
      <Stack gap="xs" mt="xs">
        <Radio value="single" label={t('mode.single')} />
        <Radio value="stay" label={t('mode.stay')} />
      </Stack>
    </Radio.Group>
  );
}
