import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useApplicationSettings } from '../../../components/application-settings';
import { StatementSection } from './accessibility-statement-screen';

const INTRO = ['1', '2', '3'] as const;
const STEPS = ['4', '5', '6', '7', '8', '9'] as const;
const AFTER = ['10', '11', '12'] as const;

/**
 * The Easy German page's section on the user application (Benutzungsantrag): what it is,
 * signing in for it, the steps to the staff's decision, the identity check and how long it
 * is valid. Only where the archive asks for applications (`userApplication: required`).
 */
export function EasyApplicationSection() {
  const { t } = useTranslation('public-body');
  const { mode } = useApplicationSettings();
  if (mode !== 'required') return null;
  return (
    <StatementSection title={t('easy.application.title')}>
      {INTRO.map((key) => (
        <Text key={key}>{t(`easy.application.${key}`)}</Text>
      ))}
      <List type="ordered">
        {STEPS.map((key) => (
          <List.Item key={key}>{t(`easy.application.${key}`)}</List.Item>
        ))}
      </List>
      {AFTER.map((key) => (
        <Text key={key}>{t(`easy.application.${key}`)}</Text>
      ))}
    </StatementSection>
  );
}
