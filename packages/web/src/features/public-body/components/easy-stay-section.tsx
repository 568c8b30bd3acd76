import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StatementSection } from './accessibility-statement-screen';

const STEPS = ['2', '3', '4', '5', '6', '7', '8'] as const;

/**
 * The Easy German page's section on research stays: several days in a row in one step, the
 * full days left out, the records ordered once for the first day. Shown everywhere (rooms
 * that offer stays are the archive's choice; the section says "some reading rooms").
 */
export function EasyStaySection() {
  const { t } = useTranslation('public-body');
  return (
    <StatementSection title={t('easy.stay.title')}>
      <Text>{t('easy.stay.1')}</Text>
      <List type="ordered">
        {STEPS.map((key) => (
          <List.Item key={key}>{t(`easy.stay.${key}`)}</List.Item>
        ))}
      </List>
      <Text>{t('easy.stay.9')}</Text>
    </StatementSection>
  );
}
