import { useTranslation } from 'react-i18next';
import { FieldSection } from '../../../components/field-list';
import type { StaffGroupRequest } from '../api';
import { useGroupTexts } from '../use-group-texts';

/** The labelled values of a request (`detail.fields.*`). */
export type FieldKey =
  | 'status'
  | 'bookingNumber'
  | 'createdAt'
  | 'decidedAt'
  | 'declineReason'
  | 'room'
  | 'when'
  | 'seats'
  | 'participants'
  | 'topic'
  | 'units'
  | 'name'
  | 'institution'
  | 'email'
  | 'phone';

/** What the organiser asked for and who they are (personal fields "erased" after the visit). */
export function GroupFields({ request: g }: { request: StaffGroupRequest }) {
  const { t } = useTranslation('admin-groups');
  const { whenText, seatsText } = useGroupTexts();
  const f = (key: FieldKey) => t(`detail.fields.${key}`);
  const none = t('none');
  const personal = (value: string | null) => value ?? (g.email === null ? t('erased') : none);
  return (
    <>
      <FieldSection
        id="group-request-details"
        title={t('detail.request')}
        fields={[
          [f('room'), g.roomName],
          [f('when'), whenText(g)],
          [f('seats'), seatsText(g)],
          [f('participants'), g.participants ?? t('detail.notGiven')],
          [f('topic'), personal(g.topic)],
          [f('units'), personal(g.units)],
        ]}
      />
      <FieldSection
        id="group-request-organiser"
        title={t('detail.organiser')}
        fields={[
          [f('name'), personal(g.organiserName)],
          [f('institution'), personal(g.institution)],
          [f('email'), personal(g.email)],
          [f('phone'), personal(g.phone)],
        ]}
      />
    </>
  );
}
