import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Checkbox,
  Group,
  PasswordInput,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import {
  STAFF_ROLES,
  staffAccountCreateSchema,
  staffPasswordSchema,
  staffRoleSchema,
  type StaffAccount,
  type StaffAccountCreate,
  type StaffAccountUpdate,
  type StaffRole,
} from '@lesesaal/domain/staff/schema';
import { ApiError } from '../../../api/client';
import { useApi } from '../../../api/api-context';
import { BackLinks } from '../../../components/back-links';
import { ConfirmButton } from '../../../components/confirm-button';
import { LoadState, loadStatusOf } from '../../../components/load-state';
import { useNotify } from '../../../components/notifications/notification-context';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useErrorMessage } from '../../../i18n/error-message';
import { useValidationMessage } from '../../../i18n/validation-message';
import {
  staffAccountsQuery,
  useCreateStaffAccount,
  useDeleteStaffAccount,
  useUpdateStaffAccount,
} from '../api';
import { SignInSection } from './sign-in-section';

/** Staff screens `/user-add` and `/user-edit/{id}`. */
export function UserFormScreen() {
  const id = useParams().id;
  return id === undefined ? <UserAdd /> : <UserEdit id={Number(id)} />;
}

function UserBackLinks() {
  const { t } = useTranslation('admin-users');
  return (
    <BackLinks
      label={t('nav.label')}
      links={[
        { to: '/users', label: t('nav.users') },
        { to: '/', label: t('nav.dashboard') },
      ]}
    />
  );
}

/** The server refuses common or guessable passwords (400, payload `body.password`): shown at the field. */
function isWeakPassword(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.code !== 'validation__error') return false;
  const payload = (error.body as { payload?: unknown } | undefined)?.payload;
  return Array.isArray(payload) && payload.includes('body.password');
}

function useFieldMessage() {
  const validationMessage = useValidationMessage();
  return (error: FieldError | undefined, label: string) =>
    error ? validationMessage(error.message, label) : undefined;
}

function RoleSelect({
  value,
  onChange,
}: {
  value: StaffRole;
  onChange: (role: StaffRole) => void;
}) {
  const { t } = useTranslation('admin-users');
  return (
    <Select
      label={t('fields.role')}
      description={t('form.roleHint')}
      required
      data={STAFF_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
      value={value}
      onChange={(role) => onChange(staffRoleSchema.catch(value).parse(role))}
      allowDeselect={false}
    />
  );
}

type CreateValues = z.input<typeof staffAccountCreateSchema>;

function UserAdd() {
  const { t } = useTranslation('admin-users');
  const create = useCreateStaffAccount();
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const message = useFieldMessage();
  const form = useForm<CreateValues, unknown, StaffAccountCreate>({
    // Least privilege first: a new account reads reports until an admin says otherwise.
    defaultValues: { email: '', password: '', role: 'REPORTS' },
    resolver: zodResolver(staffAccountCreateSchema),
    shouldFocusError: true,
  });
  const errors = form.formState.errors;
  useDocumentTitle(t('form.addTitle'));

  const save = (values: StaffAccountCreate) =>
    create.mutate(values, {
      onSuccess: () => {
        notify({ type: 'success', title: t('form.created') });
        void navigate('/users');
      },
      onError: (error) =>
        isWeakPassword(error)
          ? form.setError(
              'password',
              { type: 'server', message: 'weakPassword' },
              { shouldFocus: true },
            )
          : notify({ type: 'error', title: errorMessage(error) }),
    });

  return (
    <Stack gap="md" maw={640}>
      <UserBackLinks />
      <Title order={1}>{t('form.addTitle')}</Title>
      <form onSubmit={form.handleSubmit(save)} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t('form.required')}</Text>
          <TextInput
            label={t('fields.email')}
            type="email"
            required
            autoComplete="off"
            {...form.register('email')}
            error={message(errors.email, t('fields.email'))}
          />
          <PasswordInput
            label={t('fields.password')}
            description={t('form.passwordHint')}
            required
            autoComplete="new-password"
            {...form.register('password')}
            error={message(errors.password, t('fields.password'))}
          />
          <Controller
            control={form.control}
            name="role"
            render={({ field }) => <RoleSelect value={field.value} onChange={field.onChange} />}
          />
          <Group>
            <Button type="submit" loading={create.isPending}>
              {t('form.save')}
            </Button>
            <Button variant="default" component={Link} to="/users">
              {t('form.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

/** An empty password field keeps the old password; anything else must be a valid new one. */
const editSchema = z
  .object({ role: staffRoleSchema, disabled: z.boolean(), password: z.string() })
  .superRefine((values, ctx) => {
    if (values.password === '') return;
    const checked = staffPasswordSchema.safeParse(values.password);
    if (!checked.success)
      ctx.addIssue({
        code: 'custom',
        path: ['password'],
        message: checked.error.issues[0]?.message ?? 'fallback',
      });
  });
type EditValues = z.infer<typeof editSchema>;

/** Only what changed is sent, so saving one's own account unchanged is never refused. */
export function changesOf(account: StaffAccount, values: EditValues): StaffAccountUpdate {
  return {
    ...(values.role !== account.role ? { role: values.role } : {}),
    ...(values.disabled !== account.disabled ? { disabled: values.disabled } : {}),
    ...(values.password !== '' ? { password: values.password } : {}),
  };
}

function UserEdit({ id }: { id: number }) {
  const { t } = useTranslation('admin-users');
  const api = useApi();
  const accounts = useQuery(staffAccountsQuery(api));
  const account = accounts.data?.find((a) => a.id === id);
  const title = account
    ? t('form.editTitle', { email: account.email })
    : t('form.editTitleLoading');
  useDocumentTitle(title);
  const notFound =
    accounts.isSuccess && !account
      ? new ApiError({ status: 404, code: 'not_found', messageKey: 'not_found' })
      : null;

  return (
    <Stack gap="md" maw={640}>
      <UserBackLinks />
      <Title order={1}>{title}</Title>
      <LoadState
        status={notFound ? 'error' : loadStatusOf(accounts)}
        error={notFound ?? accounts.error}
        back={{ to: '/users', label: t('nav.users') }}
      >
        {account ? (
          <UserEditForm
            key={`${account.id}-${account.role}-${account.disabled}`}
            account={account}
          />
        ) : null}
      </LoadState>
    </Stack>
  );
}

function UserEditForm({ account }: { account: StaffAccount }) {
  const { t } = useTranslation('admin-users');
  const update = useUpdateStaffAccount(account.id);
  const remove = useDeleteStaffAccount();
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const message = useFieldMessage();
  const form = useForm<EditValues>({
    defaultValues: { role: account.role ?? 'REPORTS', disabled: account.disabled, password: '' },
    resolver: zodResolver(editSchema),
    shouldFocusError: true,
  });
  const errors = form.formState.errors;

  const save = (values: EditValues) => {
    const changes = changesOf(account, values);
    if (Object.keys(changes).length === 0) {
      notify({ type: 'info', title: t('form.unchanged') });
      return;
    }
    // mutateAsync, not mutate's callbacks: the saved account comes back with a new role or
    // state, which remounts this form (its key), and mutate's callbacks die with the old one
    update.mutateAsync(changes).then(
      () => {
        notify({ type: 'success', title: t('form.saved') });
        void navigate('/users');
      },
      (error: unknown) =>
        isWeakPassword(error)
          ? form.setError(
              'password',
              { type: 'server', message: 'weakPassword' },
              { shouldFocus: true },
            )
          : notify({ type: 'error', title: errorMessage(error) }),
    );
  };
  // the same for a deleted account: the list read again without it unmounts this form
  const deleteAccount = () =>
    remove.mutateAsync(account.id).then(
      () => {
        notify({ type: 'success', title: t('form.deleted') });
        void navigate('/users');
      },
      (error: unknown) => notify({ type: 'error', title: errorMessage(error) }),
    );

  return (
    <Stack gap="xl">
      <form onSubmit={form.handleSubmit(save)} noValidate>
        <Stack gap="sm">
          {account.role === null ? <Text>{t('form.noRole')}</Text> : null}
          {account.roleSource === 'DIRECTORY' ? <Text>{t('form.directoryRole')}</Text> : null}
          {account.support ? (
            <Text>{t('form.supportAccount', { email: account.email })}</Text>
          ) : null}
          <Controller
            control={form.control}
            name="role"
            render={({ field }) => <RoleSelect value={field.value} onChange={field.onChange} />}
          />
          <Checkbox
            label={t('fields.disabled')}
            description={t('form.disabledHint')}
            {...form.register('disabled')}
          />
          {account.support ? null : (
            <PasswordInput
              label={t('fields.newPassword')}
              description={t('form.newPasswordHint')}
              autoComplete="new-password"
              {...form.register('password')}
              error={message(errors.password, t('fields.newPassword'))}
            />
          )}
          <Group>
            <Button type="submit" loading={update.isPending}>
              {t('form.save')}
            </Button>
            <Button variant="default" component={Link} to="/users">
              {t('form.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
      <SignInSection account={account} />
      <section aria-labelledby="user-delete-title">
        <Title order={2} size="h3" id="user-delete-title" mb="sm">
          {t('form.deleteTitle')}
        </Title>
        <ConfirmButton
          label={t('form.delete')}
          question={t('form.confirmDelete', { email: account.email })}
          confirmLabel={t('form.confirm')}
          cancelLabel={t('form.keep')}
          loading={remove.isPending}
          onConfirm={deleteAccount}
        />
      </section>
    </Stack>
  );
}
