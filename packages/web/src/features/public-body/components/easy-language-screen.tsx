import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useConfig } from '../../../config';
import { PUBLIC_BODY_PATHS } from '../../../components/public-body-links';
import { StatementSection } from './accessibility-statement-screen';
import { EasyApplicationSection } from './easy-application-section';
import { EasyGroupSection } from './easy-group-section';
import { EasyStaySection } from './easy-stay-section';
import './public-body.css';

const WHAT = ['1', '2', '3', '4'] as const;
const BOOK = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] as const;
const CHANGE = ['2', '3', '4', '5', '6', '7'] as const;
const WAIT = ['6', '7', '8', '9', '10', '11'] as const;
const DATA = ['1', '2', '3', '4', '5', '6'] as const;

/**
 * The main content in Easy German (Leichte Sprache) — in English, the same in plain English:
 * what the site is for, how to book (a research stay too), how the waiting room of a fair opening works, how to
 * cancel, how a group asks for a visit, what happens to the personal data (erased the day after the visit), where to get
 * help. Short sentences, one statement each, hard words explained, steps as numbered lists,
 * larger text.
 */
export function EasyLanguageScreen() {
  const { t } = useTranslation('public-body');
  const { contactEmail } = useConfig();
  useDocumentTitle(t('easy.title'));
  return (
    <Stack gap="xl" className="lesesaal-public-page lesesaal-easy-language">
      <Title order={1}>{t('easy.title')}</Title>
      <Text>{t('easy.intro')}</Text>

      <StatementSection title={t('easy.what.title')}>
        {WHAT.map((key) => (
          <Text key={key}>{t(`easy.what.${key}`)}</Text>
        ))}
      </StatementSection>

      <StatementSection title={t('easy.book.title')}>
        <List type="ordered">
          {BOOK.map((key) => (
            <List.Item key={key}>{t(`easy.book.${key}`)}</List.Item>
          ))}
        </List>
        <Text>{t('easy.book.time')}</Text>
        <Anchor component={Link} to="/" w="fit-content">
          {t('easy.help.start')}
        </Anchor>
      </StatementSection>

      <EasyStaySection />

      <StatementSection title={t('easy.wait.title')}>
        <Text>{t('easy.wait.1')}</Text>
        <Text>{t('easy.wait.2')}</Text>
        <List type="ordered">
          <List.Item>{t('easy.wait.3')}</List.Item>
          <List.Item>{t('easy.wait.4')}</List.Item>
        </List>
        <Text>{t('easy.wait.5')}</Text>
        {WAIT.map((key) => (
          <Text key={key}>{t(`easy.wait.${key}`)}</Text>
        ))}
      </StatementSection>

      <StatementSection title={t('easy.change.title')}>
        <Text>{t('easy.change.1')}</Text>
        <List type="ordered">
          {CHANGE.map((key) => (
            <List.Item key={key}>{t(`easy.change.${key}`)}</List.Item>
          ))}
        </List>
        <Text>{t('easy.change.8')}</Text>
      </StatementSection>

      <EasyGroupSection />

      <EasyApplicationSection />

      <StatementSection title={t('easy.data.title')}>
        {DATA.map((key) => (
          <Text key={key}>{t(`easy.data.${key}`)}</Text>
        ))}
      </StatementSection>

      <StatementSection title={t('easy.help.title')}>
        <Text>{t('easy.help.1')}</Text>
        {contactEmail ? (
          <Text>
            {t('easy.help.contact')} <Anchor href={`mailto:${contactEmail}`}>{contactEmail}</Anchor>
          </Text>
        ) : null}
        <Text>{t('easy.help.2')}</Text>
        <Anchor component={Link} to={PUBLIC_BODY_PATHS.feedback} w="fit-content">
          {t('easy.help.feedbackLink')}
        </Anchor>
      </StatementSection>
    </Stack>
  );
}
