import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title';
import './public-body.css';

/**
 * The built-in privacy notice as a page of its own: the footer's privacy link leads here when
 * the archive has no privacy policy of its own (`privacyUrl`). The same texts as the notice
 * a visitor accepts before booking.
 */
export function PrivacyScreen() {
  const { t } = useTranslation('privacy');
  const { t: tp } = useTranslation('public-body');
  useDocumentTitle(t('title'));
  return (
    <Stack gap="md" className="lesesaal-public-page">
      <Title order={1}>{t('title')}</Title>
      <Text>{tp('privacy.intro')}</Text>
      <Text>{t('purpose')}</Text>
      <Text fw={700}>{t('deletion')}</Text>
      <Text>{t('records')}</Text>
      <Text>{t('statistics')}</Text>
      <Text>{t('session')}</Text>
      <Anchor component={Link} to="/" w="fit-content">
        {tp('privacy.start')}
      </Anchor>
    </Stack>
  );
}
