import { Checkbox } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RoomFormState } from '../use-room-form';

/**
 * Whether booking the room needs an approved user application (Benutzungsantrag). The hint
 * says that it counts only while the archive's setting asks for applications (`required`).
 */
export function RoomApplicationField({ form }: RoomFormState) {
  const { t } = useTranslation('admin-rooms');
  return (
    <Checkbox
      label={t('form.requiresApplication')}
      description={t('form.requiresApplicationHint')}
      {...form.register('requiresApplication')}
    />
  );
}
