import { Anchor, Button, FileInput, Group, Image, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { IMAGE_ALT } from '@lesesaal/domain/limits';
import { checkRoomImageFile } from '@lesesaal/domain/rooms/rules';
import { useApi } from '../../../api/api-context';
import { LoadState, loadStatusOf } from '../../../components/load-state';
import { useNotify } from '../../../components/notifications/notification-context';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useErrorMessage } from '../../../i18n/error-message';
import { useValidationMessage } from '../../../i18n/validation-message';
import { adminRoomQuery, useDeleteImage, useUploadImage } from '../api';

/** Spec §2 admin `/room-edit-image/{id}`: upload (PNG/JPEG ≤ 0.5 MB) with alt text, or delete. */
export function RoomImageScreen() {
  const { t } = useTranslation('admin-rooms');
  const id = Number(useParams().id);
  const api = useApi();
  const room = useQuery(adminRoomQuery(api, id));
  const upload = useUploadImage(id);
  const remove = useDeleteImage(id);
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  const validationMessage = useValidationMessage();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [errors, setErrors] = useState<{ file?: string; alt?: string }>({});
  const title = t('image.title', { name: room.data?.name ?? '' });
  useDocumentTitle(title);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const fileProblem = checkRoomImageFile(file ? { type: file.type, size: file.size } : null);
    const altText = alt.trim();
    const altProblem = altText.length === 0 ? 'required' : altText.length < IMAGE_ALT.min ? `minLength?min=${IMAGE_ALT.min}` : altText.length > IMAGE_ALT.max ? `maxLength?max=${IMAGE_ALT.max}` : undefined;
    const next = {
      ...(fileProblem ? { file: validationMessage(fileProblem, t('image.file')) } : {}),
      ...(altProblem ? { alt: validationMessage(altProblem, t('image.alt')) } : {}),
    };
    setErrors(next);
    if (next.file) return document.getElementById('room-image-file')?.focus();
    if (next.alt) return document.getElementById('room-image-alt')?.focus();
    upload.mutate(
      { file: file!, alt: altText },
      {
        onSuccess: () => notify({ type: 'success', title: t('image.changed') }),
        onError: (err) => notify({ type: 'error', title: errorMessage(err) }),
      },
    );
  };

  return (
    <Stack gap="md" maw={640}>
      <Anchor component={Link} to="/rooms">{t('form.back')}</Anchor>
      <Title order={1}>{title}</Title>
      <LoadState status={loadStatusOf(room)} error={room.error} back={{ to: '/rooms', label: t('form.back') }}>
        <Title order={2} size="h4">{t('image.current')}</Title>
        {room.data?.imageUrl ? (
          <Group>
            <Image src={room.data.imageUrl} alt={room.data.imageAlt ?? ''} w={240} radius="sm" />
            <Button color="red" variant="outline" loading={remove.isPending} onClick={() => remove.mutate(undefined, { onSuccess: () => notify({ type: 'success', title: t('image.deleted') }), onError: (err) => notify({ type: 'error', title: errorMessage(err) }) })}>
              {t('image.delete')}
            </Button>
          </Group>
        ) : (
          <Text>{t('image.none')}</Text>
        )}
        <form onSubmit={submit} noValidate>
          <Stack gap="sm" mt="md">
            <FileInput id="room-image-file" label={t('image.file')} withAsterisk accept="image/png,image/jpeg" value={file} onChange={setFile} error={errors.file} clearable />
            <TextInput id="room-image-alt" label={t('image.alt')} withAsterisk value={alt} onChange={(e) => setAlt(e.currentTarget.value)} error={errors.alt} />
            <Group>
              <Button type="submit" loading={upload.isPending}>{t('image.upload')}</Button>
            </Group>
          </Stack>
        </form>
      </LoadState>
    </Stack>
  );
}
