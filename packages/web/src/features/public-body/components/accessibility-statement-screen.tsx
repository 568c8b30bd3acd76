import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title';
import { formatLongDate } from '../../../components/format-date';
import { useConfig } from '../../../config';
import type { FromState } from './footer-links';
import { PUBLIC_BODY_PATHS } from '../../../components/public-body-links';
import { FEDERAL_ENFORCEMENT_BODY, STATEMENT_DATE } from '../statement';
import './public-body.css';

/** The known barriers, in the order the statement lists them. */
const BARRIERS = ['exports', 'roomImages', 'recaptcha', 'external'] as const;

/** A part of the statement: a section named by its heading. */
export function StatementSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Stack gap="xs">
        <Title order={2} id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </section>
  );
}

/**
 * The accessibility statement (EU model statement of Implementing Decision (EU) 2018/1523,
 * BITV 2.0): compliance status and standard, the known barriers with their alternatives, how
 * and when the statement was prepared, feedback and contact, the enforcement procedure. The
 * reCAPTCHA barrier is listed only where that bot check is configured.
 */
export function AccessibilityStatementScreen() {
  const { t, i18n } = useTranslation('public-body');
  const { t: tc } = useTranslation('common');
  const config = useConfig();
  const from = (useLocation().state as Partial<FromState> | null)?.from;
  useDocumentTitle(t('statement.title'));
  const barriers = BARRIERS.filter(
    (barrier) => barrier !== 'recaptcha' || config.botProtection === 'recaptcha',
  );
  const bodyName = config.enforcementBodyName ?? FEDERAL_ENFORCEMENT_BODY.name;
  const bodyUrl = config.enforcementBodyUrl ?? FEDERAL_ENFORCEMENT_BODY.url;

  return (
    <Stack gap="lg" className="lesesaal-public-page">
      <Title order={1}>{t('statement.title')}</Title>
      <Text>{t('statement.intro', { site: config.siteName ?? tc('appName') })}</Text>

      <StatementSection title={t('statement.statusTitle')}>
        <Text fw={700}>{t('statement.status')}</Text>
        <Text>{t('statement.standard')}</Text>
      </StatementSection>

      <StatementSection title={t('statement.barriersTitle')}>
        <List spacing="sm">
          {barriers.map((barrier) => (
            <List.Item key={barrier}>
              <Text fw={700} component="span">
                {t(`statement.barriers.${barrier}.title`)}
              </Text>
              <Text>{t(`statement.barriers.${barrier}.text`)}</Text>
              <Text>
                {t('statement.alternative', {
                  text: t(`statement.barriers.${barrier}.alternative`),
                })}
              </Text>
            </List.Item>
          ))}
        </List>
      </StatementSection>

      <StatementSection title={t('statement.methodTitle')}>
        <Text>{t('statement.date', { date: formatLongDate(STATEMENT_DATE, i18n.language) })}</Text>
        <Text>{t('statement.method')}</Text>
        <Text>{t('statement.methodLimits')}</Text>
      </StatementSection>

      <StatementSection title={t('statement.feedbackTitle')}>
        <Text>{t('statement.feedback')}</Text>
        <Anchor
          component={Link}
          to={
            from
              ? `${PUBLIC_BODY_PATHS.feedback}?${new URLSearchParams({ page: from }).toString()}`
              : PUBLIC_BODY_PATHS.feedback
          }
          w="fit-content"
        >
          {t('statement.feedbackLink')}
        </Anchor>
        {config.contactEmail ? (
          <Text>
            {t('statement.contact')}{' '}
            <Anchor href={`mailto:${config.contactEmail}`}>{config.contactEmail}</Anchor>
          </Text>
        ) : null}
      </StatementSection>

      <StatementSection title={t('statement.enforcementTitle')}>
        <Text>{t('statement.enforcement')}</Text>
        <Anchor href={bodyUrl} w="fit-content">
          {bodyName}
        </Anchor>
      </StatementSection>
    </Stack>
  );
}
