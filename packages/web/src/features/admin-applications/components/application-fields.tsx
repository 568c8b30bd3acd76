import { SimpleGrid, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Application } from '../api';
import { useApplicationTexts } from '../use-application-texts';

type Field = [label: string, value: ReactNode];

/** The labelled values of an application (`detail.fields.*`). */
export type FieldKey =
  | 'state'
  | 'name'
  | 'email'
  | 'phone'
  | 'institution'
  | 'address'
  | 'country'
  | 'topic'
  | 'purpose'
  | 'publicationPlanned'
  | 'rulesVersion'
  | 'submittedAt'
  | 'decidedAt'
  | 'refusalReason'
  | 'validity'
  | 'identity';

/** Label and value pairs as a description list: one column at 320 px, two from `sm`. */
export function FieldList({ fields }: { fields: Field[] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing="sm" m={0}>
      {fields.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

/** A titled part of the application. */
function FieldSection({ id, title, fields }: { id: string; title: string; fields: Field[] }) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="sm">
        {title}
      </Title>
      <FieldList fields={fields} />
    </section>
  );
}

/** What the reader wrote: the person and the research. */
export function ApplicationFields({ application: a }: { application: Application }) {
  const { t } = useTranslation('admin-applications');
  const { purposeText } = useApplicationTexts();
  const f = (key: FieldKey) => t(`detail.fields.${key}`);
  const none = t('detail.none');
  return (
    <>
      <FieldSection
        id="application-person"
        title={t('detail.person')}
        fields={[
          [f('name'), a.name],
          [f('email'), a.email],
          [f('phone'), a.phone || none],
          [f('institution'), a.institution || none],
          [f('address'), `${a.street}\n${a.postcode} ${a.town}`],
          [f('country'), a.country],
        ]}
      />
      <FieldSection
        id="application-research"
        title={t('detail.research')}
        fields={[
          [f('topic'), a.topic],
          [f('purpose'), purposeText(a.purpose)],
          [f('publicationPlanned'), a.publicationPlanned ? t('detail.yes') : t('detail.no')],
          [f('rulesVersion'), a.rulesVersion || none],
        ]}
      />
    </>
  );
}
