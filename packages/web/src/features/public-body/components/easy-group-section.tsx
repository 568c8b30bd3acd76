import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StatementSection } from './accessibility-statement-screen';

const STEPS = ['2', '3', '4', '5', '6', '7'] as const;
const AFTER = ['8', '9'] as const;

/**
 * The Easy German page's section on group visits: asking for seats (or the whole room) for a
 * group, the archive's answer by mail, and the confirmation's link for the number of people
 * and cancelling.
 */
export function EasyGroupSection() {
  const { t } = useTranslation('public-body');
  return (
    <StatementSection title={t('easy.group.title')}>
      <Text>{t('easy.group.1')}</Text>
      <List type="ordered">
        {STEPS.map((key) => (
          <List.Item key={key}>{t(`easy.group.${key}`)}</List.Item>
        ))}
      </List>
      {AFTER.map((key) => (
        <Text key={key}>{t(`easy.group.${key}`)}</Text>
      ))}
    </StatementSection>
  );
}
