import { Button, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe, useSecondFactorStatus } from '../api';
import { SecondFactorSetup } from './second-factor-setup';

/**
 * For a signed-in local account: a button in the staff header that opens a dialog with the
 * account's second factor — set up (then only an admin can reset it) or its set-up.
 * Directory accounts get none (their directory asks for its own factors).
 */
export function SecondFactorDialog() {
  const { t } = useTranslation('auth');
  const me = useMe();
  const [open, setOpen] = useState(false);
  const local = me.data?.signInMethod === 'local';
  const status = useSecondFactorStatus(local && open);
  if (!local) return null;
  return (
    <>
      <Button variant="subtle" size="compact-sm" onClick={() => setOpen(true)}>
        {t('secondFactor.menu')}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('secondFactor.dialogTitle')}
        closeButtonProps={{ 'aria-label': t('secondFactor.close') }}
      >
        <Stack gap="md">
          {status.data?.enabled ? (
            <Text>{t('secondFactor.enabled')}</Text>
          ) : status.data ? (
            <>
              <Text>{t('secondFactor.optional')}</Text>
              <SecondFactorSetup signingIn={false} />
            </>
          ) : null}
        </Stack>
      </Modal>
    </>
  );
}
