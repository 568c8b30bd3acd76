import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadState, loadStatusOf } from '../../../components/load-state';
import { useDocumentTitle } from '../../../components/use-document-title';
import { usePlatformSecondFactor } from '../account-api';
import { SecondFactorSetup } from './second-factor-setup';

/**
 * Platform screen `/second-factor`: whether the signed-in administrator has a second factor,
 * and its set-up when not — any administrator may set one up at any time.
 */
export function SecondFactorScreen() {
  const { t } = useTranslation('platform');
  const status = usePlatformSecondFactor();
  useDocumentTitle(t('secondFactor.title'));

  return (
    <Stack gap="md">
      <Title order={1}>{t('secondFactor.title')}</Title>
      <Text>{t('secondFactor.intro')}</Text>
      <LoadState status={loadStatusOf(status)} error={status.error}>
        {status.data?.enabled ? (
          <Text>{t('secondFactor.enabled')}</Text>
        ) : status.data ? (
          <>
            <Text>
              {status.data.required ? t('secondFactor.required') : t('secondFactor.optional')}
            </Text>
            <SecondFactorSetup signingIn={false} />
          </>
        ) : null}
      </LoadState>
    </Stack>
  );
}
