import { zodResolver } from '@hookform/resolvers/zod';
import { Button, FileInput, Image, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { z } from 'zod';
import { checkRoomImageFile } from '@lesesaal/domain/rooms/rules';
import { roomImageAltSchema } from '@lesesaal/domain/rooms/schema';
import { useApi } from '../../../api/api-context';
import { BackLinks } from '../../../components/back-links';
import { ConfirmButton } from '../../../components/confirm-button';
import { LoadState, loadStatusOf } from '../../../components/load-state';
import { useNotify } from '../../../components/notifications/notification-context';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useErrorMessage } from '../../../i18n/error-message';
import { useValidationMessage } from '../../../i18n/validation-message';
import { adminRoomQuery, useDeleteImage, useUploadImage, type AdminRoom as Room } from '../api';

/** The upload form: the file checked by the domain rule, the alt text by the domain schema. */
const imageFormSchema = z.object({
  file: z.custom<File | null>().superRefine((file, ctx) => {
    const problem = checkRoomImageFile(file ? { type: file.type, size: file.size } : null);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  alt: roomImageAltSchema,
});
type ImageForm = z.input<typeof imageFormSchema>;
type ImageUpload = z.output<typeof imageFormSchema>;

/** Spec §2 admin `/room-edit-image/{id}`: upload (PNG/JPEG ≤ 20 MB, stored smaller) with alt text, or delete. */
export function RoomImageScreen() {
  const { t } = useTranslation('admin-rooms');
  const id = Number(useParams().id);
  const api = useApi();
  const room = useQuery(adminRoomQuery(api, id));
  const title = room.data ? t('image.title', { name: room.data.name }) : t('image.uploadTitle');
  useDocumentTitle(title);
  return (
    <Stack gap="md" maw={720}>
      <BackLinks
        label={t('nav.label')}
        links={[
          { to: '/rooms', label: t('nav.rooms') },
          { to: '/', label: t('nav.dashboard') },
        ]}
      />
      <Title order={1}>{title}</Title>
      <LoadState
        status={loadStatusOf(room)}
        error={room.error}
        back={{ to: '/rooms', label: t('nav.rooms') }}
      >
        {room.data ? <RoomImage room={room.data} /> : null}
      </LoadState>
    </Stack>
  );
}

function RoomImage({ room }: { room: Room }) {
  const { t } = useTranslation('admin-rooms');
  const upload = useUploadImage(room.id);
  const remove = useDeleteImage(room.id);
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  const validationMessage = useValidationMessage();
  const form = useForm<ImageForm, unknown, ImageUpload>({
    defaultValues: { file: null, alt: room.imageAlt ?? '' },
    resolver: zodResolver(imageFormSchema),
    shouldFocusError: true,
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(({ file, alt }) =>
    upload.mutate(
      { file: file as File, alt },
      {
        onSuccess: (updated) => {
          notify({ type: 'success', title: t('image.changed') });
          form.reset({ file: null, alt: updated.imageAlt ?? alt });
        },
        onError: (error) => notify({ type: 'error', title: errorMessage(error) }),
      },
    ),
  );
  const deleteImage = () =>
    remove.mutate(undefined, {
      onSuccess: () => notify({ type: 'success', title: t('image.deleted') }),
      onError: (error) => notify({ type: 'error', title: errorMessage(error) }),
    });

  return (
    <Stack gap="xl">
      <section aria-labelledby="image-current">
        <Title order={2} size="h3" id="image-current" mb="sm">
          {t('image.current')}
        </Title>
        {room.imageUrl ? (
          <Stack gap="sm" align="flex-start">
            <Image src={room.imageUrl} alt={room.imageAlt ?? ''} maw={360} radius="sm" />
            <ConfirmButton
              label={t('image.delete')}
              question={t('image.confirmDelete')}
              confirmLabel={t('image.confirm')}
              cancelLabel={t('image.keep')}
              loading={remove.isPending}
              onConfirm={deleteImage}
            />
          </Stack>
        ) : (
          <Text>{t('image.none')}</Text>
        )}
      </section>
      <section aria-labelledby="image-upload">
        <Title order={2} size="h3" id="image-upload" mb="sm">
          {t('image.uploadTitle')}
        </Title>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Controller
              control={form.control}
              name="file"
              render={({ field }) => (
                <FileInput
                  label={t('image.file')}
                  description={t('image.fileHint')}
                  required
                  accept="image/png,image/jpeg"
                  clearable
                  value={field.value ?? null}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={
                    errors.file
                      ? validationMessage(errors.file.message, t('image.file'))
                      : undefined
                  }
                />
              )}
            />
            <TextInput
              label={t('image.alt')}
              description={t('image.altHint')}
              required
              {...form.register('alt')}
              error={errors.alt ? validationMessage(errors.alt.message, t('image.alt')) : undefined}
            />
            <div>
              <Button type="submit" loading={upload.isPending}>
                {t('image.upload')}
              </Button>
            </div>
          </Stack>
        </form>
      </section>
    </Stack>
  );
}
