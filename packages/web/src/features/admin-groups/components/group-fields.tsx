import { SimpleGrid, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffGroupRequest } from '../api';
import { useGroupTexts } from '../use-group-texts';

type Field = [label: string, value: ReactNode];

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

/** A titled part of the request. */
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
