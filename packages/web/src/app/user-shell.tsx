import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../config';
import { PrivacyGate } from '../features/privacy/components/privacy-gate';
import { AppLayout } from './app-layout';
import { ScreenOutlet } from './screen-outlet';

/** Visitor frame: the privacy notice guards every screen; FAQ link in the footer. */
export function UserShell() {
  const { t } = useTranslation('common');
  const { faqUrl, siteName, siteLogoUrl } = useConfig();
  return (
    <AppLayout
      homeLink
      siteName={siteName}
      logoUrl={siteLogoUrl}
      footer={faqUrl ? <Anchor href={faqUrl}>{t('footer.faq')}</Anchor> : null}
    >
      <PrivacyGate>
        <ScreenOutlet />
      </PrivacyGate>
    </AppLayout>
  );
}
