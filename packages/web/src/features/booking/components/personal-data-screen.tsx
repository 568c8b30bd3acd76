import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  EMPTY_OWNER_FORM,
  SALUTATIONS,
  visitorOwnerSchema,
  type VisitorOwner,
} from '@lesesaal/domain/owners/schema';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useValidationMessage } from '../../../i18n/validation-message';
import { cartStorage, type PersonalData } from '../storage';
import {
  useBookingReading,
  useNameIntoApplication,
  usePrefillFromReader,
} from '../use-booking-reading';
import { BookingFrame } from './booking-frame';
import { ReadingFields } from './reading-fields';

const EMPTY: PersonalData = EMPTY_OWNER_FORM;
const FIELDS = ['title', 'firstName', 'lastName', 'organisation', 'email', 'phone'] as const;
const REQUIRED = new Set<string>(['firstName', 'lastName', 'email', 'phone']);
type OwnerForm = UseFormReturn<z.input<typeof visitorOwnerSchema>, unknown, VisitorOwner>;

/**
 * Visitor screen `/your-personal-data`: the visitor's details (rules from the domain
 * schema); required fields marked, the first invalid field focused; kept in sessionStorage
 * as typed (the phone number too, see `owners/phone.ts`). A signed-in reader's address is
 * fixed and their name prefilled; the research part (purpose and topic, a user application)
 * follows when the archive asks for it (ReadingFields).
 */
export function PersonalDataScreen() {
  const { t } = useTranslation('booking');
  const navigate = useNavigate();
  useDocumentTitle(t('person.title'));
  const form = useForm<z.input<typeof visitorOwnerSchema>, unknown, VisitorOwner>({
    defaultValues: cartStorage.personalData() ?? EMPTY,
    resolver: zodResolver(visitorOwnerSchema),
    shouldFocusError: true,
  });
  const reading = useBookingReading();
  usePrefillFromReader(form, reading.reader);
  useNameIntoApplication(form, reading.form);
  // the research part is checked too: its problems show with the others'
  const submit = form.handleSubmit(
    async (values) => {
      if (!(await reading.commit())) return;
      cartStorage.setPersonalData({
        ...EMPTY,
        ...values,
        title: values.title ?? '',
        organisation: values.organisation ?? '',
        // the number as typed ("0511/123 45-67"): the summary shows it so; the server stores
        // the normalised form the schema gives (digits with an optional leading plus)
        phone: (form.getValues('phone') ?? '').trim(),
      });
      void navigate('/summary');
    },
    () => void reading.commit(false),
  );
  return (
    <BookingFrame step="data">
      <Title order={1}>{t('person.title')}</Title>
      <Text>{t('person.requiredHint')}</Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" maw={480}>
          <Controller
            control={form.control}
            name="salutation"
            render={({ field }) => (
              <Select
                label={t('person.salutation')}
                data={SALUTATIONS.map((v) => ({ value: v, label: t(`person.salutations.${v}`) }))}
                value={field.value}
                onChange={(v) => field.onChange(v ?? 'NONE')}
                allowDeselect={false}
              />
            )}
          />
          <OwnerFields form={form} readerEmail={reading.reader?.email ?? null} />
          <Checkbox label={t('person.accessibility')} {...form.register('accessibility')} />
          <ReadingFields reading={reading} />
          <Group>
            <Button variant="default" component={Link} to="/your-reservations">
              {t('person.back')}
            </Button>
            <Button type="submit">{t('person.next')}</Button>
          </Group>
        </Stack>
      </form>
    </BookingFrame>
  );
}

/** The name, address and phone fields; a signed-in reader's address is shown, not typed. */
function OwnerFields({ form, readerEmail }: { form: OwnerForm; readerEmail: string | null }) {
  const { t } = useTranslation('booking');
  const { t: tr } = useTranslation('reader');
  const validationMessage = useValidationMessage();
  const labelOf = (field: (typeof FIELDS)[number]) =>
    t(field === 'title' ? 'person.titleField' : `person.${field}`);
  return (
    <>
      {FIELDS.map((name) => {
        const error = form.formState.errors[name];
        return (
          <TextInput
            key={name}
            label={labelOf(name)}
            withAsterisk={REQUIRED.has(name)}
            required={REQUIRED.has(name)}
            type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'}
            autoComplete={
              {
                title: 'honorific-prefix',
                firstName: 'given-name',
                lastName: 'family-name',
                organisation: 'organization',
                email: 'email',
                phone: 'tel',
              }[name]
            }
            description={
              name === 'phone'
                ? t('person.phoneHint')
                : name === 'email' && readerEmail
                  ? tr('reading.emailFixed')
                  : undefined
            }
            readOnly={name === 'email' && readerEmail !== null}
            error={error ? validationMessage(error.message, labelOf(name)) : undefined}
            {...form.register(name)}
          />
        );
      })}
    </>
  );
}
