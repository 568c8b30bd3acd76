import { Button, FileInput, Group, Stack, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { roomSeatSettingsPayloadSchema, seatPlanAltSchema } from '@lesesaal/domain/seats/schema';
import { ConfirmButton } from '../../../components/confirm-button';
import { NumberField } from '../../../components/number-field';
import { useNotify } from '../../../components/notifications/notification-context';
import { ApiError } from '../../../api/client';
import { useErrorMessage } from '../../../i18n/error-message';
import { useValidationMessage } from '../../../i18n/validation-message';
import { useDeletePlan, useSaveHoldBack, useUploadPlan, type RoomSeats } from '../api';
import { SEAT_LIMITS } from '@lesesaal/domain/seats/schema';

type RefusalKey = 'plan.tooLarge' | 'plan.unsupported';

/** The sentence for an upload the server refused for its file (413, 415), else undefined. */
function refusalKey(error: unknown): RefusalKey | undefined {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 413) return 'plan.tooLarge';
  return status === 415 ? 'plan.unsupported' : undefined;
}

/**
 * Uploads the plan (PNG or SVG; the server draws an SVG to PNG) with its text alternative, or
 * deletes it. A file the server refuses (too large, or not a PNG or SVG it accepts) is said at
 * the file field, which gets the focus.
 */
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
  // the server's refusal of a file, said at the field for as long as that file is chosen
  const [refused, setRefused] = useState<{ file: File; key: RefusalKey }>();
  const onError = (error: unknown) => notify({ type: 'error', title: errorMessage(error) });
  const onUploadError = (sent: File) => (error: unknown) => {
    const key = refusalKey(error);
    if (!key) return onError(error);
    setRefused({ file: sent, key });
    document.getElementById('plan-file')?.focus();
  };
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
        onError: onUploadError(file),
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
          <PlanFileInput
            file={file}
            onChange={setFile}
            error={errors.file ? message(errors.file, t('plan.file')) : undefined}
            refusal={refused?.file === file ? refused.key : undefined}
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

/** The plan's file field: PNG or SVG, its help text, and a check's or the server's error. */
function PlanFileInput(props: {
  file: File | null;
  onChange: (file: File | null) => void;
  error: string | undefined;
  refusal: RefusalKey | undefined;
}) {
  const { t } = useTranslation('admin-seats');
  return (
    <FileInput
      id="plan-file"
      label={t('plan.file')}
      description={t('plan.fileHint')}
      required
      accept="image/png,image/svg+xml"
      clearable
      value={props.file}
      onChange={props.onChange}
      error={props.error ?? (props.refusal ? t(props.refusal) : undefined)}
    />
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
