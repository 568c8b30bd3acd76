import { Button, FileInput, Group, Stack, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { roomSeatSettingsPayloadSchema, seatPlanAltSchema } from '@lesesaal/domain/seats/schema';
import { ConfirmButton } from '../../../components/confirm-button';
import { NumberField } from '../../../components/number-field';
import { useNotify } from '../../../components/notifications/notification-context';
import { useErrorMessage } from '../../../i18n/error-message';
import { useValidationMessage } from '../../../i18n/validation-message';
import { useDeletePlan, useSaveHoldBack, useUploadPlan, type RoomSeats } from '../api';
import { SEAT_LIMITS } from '@lesesaal/domain/seats/schema';

/** Uploads the plan (PNG) with its text alternative, or deletes it. */
export function PlanUpload({
  roomId,
  settings,
}: {
  roomId: number;
  settings: RoomSeats['settings'];
}) {
  const { t } = useTranslation('admin-seats');
  const upload = useUploadPlan(roomId);
  const remove = useDeletePlan(roomId);
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  const message = useValidationMessage();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState(settings.planAlt ?? '');
  const [errors, setErrors] = useState<{ file?: string; alt?: string }>({});
  const onError = (error: unknown) => notify({ type: 'error', title: errorMessage(error) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checkedAlt = seatPlanAltSchema.safeParse(alt);
    const next = {
      ...(file ? {} : { file: 'required' }),
      ...(checkedAlt.success ? {} : { alt: checkedAlt.error.issues[0]?.message ?? 'required' }),
    };
    setErrors(next);
    if (!file || !checkedAlt.success) {
      document.getElementById(next.file ? 'plan-file' : 'plan-alt')?.focus();
      return;
    }
    upload.mutate(
      { file, alt: checkedAlt.data },
      {
        onSuccess: () => {
          notify({ type: 'success', title: t('plan.uploaded') });
          setFile(null);
        },
        onError,
      },
    );
  };
  return (
    <section aria-labelledby="plan-upload">
      <Title order={2} size="h3" id="plan-upload" mb="sm">
        {t('plan.uploadTitle')}
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" maw={480}>
          <FileInput
            id="plan-file"
            label={t('plan.file')}
            required
            accept="image/png"
            clearable
            value={file}
            onChange={setFile}
            error={errors.file ? message(errors.file, t('plan.file')) : undefined}
          />
          <TextInput
            id="plan-alt"
            label={t('plan.alt')}
            description={t('plan.altHint')}
            required
            value={alt}
            onChange={(e) => setAlt(e.currentTarget.value)}
            error={errors.alt ? message(errors.alt, t('plan.alt')) : undefined}
          />
          <Group>
            <Button type="submit" loading={upload.isPending}>
              {t('plan.upload')}
            </Button>
            {settings.planUrl ? (
              <ConfirmButton
                label={t('plan.delete')}
                question={t('plan.confirmDelete')}
                confirmLabel={t('plan.confirm')}
                cancelLabel={t('plan.keep')}
                loading={remove.isPending}
                onConfirm={() =>
                  remove.mutate(undefined, {
                    onSuccess: () => notify({ type: 'success', title: t('plan.deleted') }),
                    onError,
                  })
                }
              />
            ) : null}
          </Group>
        </Stack>
      </form>
    </section>
  );
}

/** The days before a slot from which accessible seats are offered to everybody. */
export function HoldBackForm({ roomId, days }: { roomId: number; days: number }) {
  const { t } = useTranslation('admin-seats');
  const save = useSaveHoldBack(roomId);
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  const message = useValidationMessage();
  const [value, setValue] = useState(days);
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = roomSeatSettingsPayloadSchema.safeParse({ accessibleHoldBackDays: value });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      document.getElementById('hold-back-days')?.focus();
      return;
    }
    setError(undefined);
    // mutateAsync, not mutate's callbacks: the saved days are this form's key, so the saved
    // setting remounts it, and mutate's callbacks die with the old form
    save.mutateAsync(checked.data.accessibleHoldBackDays).then(
      () => notify({ type: 'success', title: t('plan.holdBackSaved') }),
      (e: unknown) => notify({ type: 'error', title: errorMessage(e) }),
    );
  };
  return (
    <section aria-labelledby="hold-back-title">
      <Title order={2} size="h3" id="hold-back-title" mb="sm">
        {t('plan.holdBackTitle')}
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" maw={480}>
          <NumberField
            id="hold-back-days"
            label={t('plan.holdBack')}
            description={t('plan.holdBackHint')}
            min={SEAT_LIMITS.holdBackDays.min}
            max={SEAT_LIMITS.holdBackDays.max}
            value={value}
            onChange={setValue}
            error={error ? message(error, t('plan.holdBack')) : undefined}
          />
          <div>
            <Button type="submit" loading={save.isPending}>
              {t('plan.saveHoldBack')}
            </Button>
          </div>
        </Stack>
      </form>
    </section>
  );
}
