import { useTranslation } from 'react-i18next';
import { countryName } from '../../../components/country-name';
import { FieldSection } from '../../../components/field-list';
import type { Application } from '../api';
import { useApplicationTexts } from '../use-application-texts';

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

/** What the reader wrote: the person and the research. */
export function ApplicationFields({ application: a }: { application: Application }) {
  const { t, i18n } = useTranslation('admin-applications');
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
          [f('country'), countryName(a.country, i18n.language)],
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
