import { Anchor, Button, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApi } from '../../../api/api-context';
import { BackLinks } from '../../../components/back-links';
import { formatInstant } from '../../../components/format-date';
import { LoadState, loadStatusOf } from '../../../components/load-state';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useConfig } from '../../../config';
import { directoryStatusQuery, staffAccountsQuery } from '../api';
import { RolePreview } from './role-preview';
import { LongText } from '../../../components/long-text';
import { ScrollRegion } from '../../../components/scroll-region';

/** Staff screen `/users`: the staff accounts with role and state. */
export function UsersScreen() {
  const { t, i18n } = useTranslation('admin-users');
  const api = useApi();
  const accounts = useQuery(staffAccountsQuery(api));
  const directory = useQuery(directoryStatusQuery(api));
  useDocumentTitle(t('list.title'));
  const { timeZone } = useConfig();

  return (
    <Stack gap="md">
      <BackLinks label={t('nav.label')} links={[{ to: '/', label: t('nav.dashboard') }]} />
      <Title order={1}>{t('list.title')}</Title>
      <Text>{t('list.intro')}</Text>
      <div>
        <Button component={Link} to="/user-add">
          {t('list.add')}
        </Button>
      </div>
      <LoadState status={loadStatusOf(accounts)} error={accounts.error}>
        {accounts.data ? (
          <ScrollRegion label={t('list.caption', { count: accounts.data.length })} minWidth={720}>
            <Table striped>
              <Table.Caption>{t('list.caption', { count: accounts.data.length })}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('fields.email')}</Table.Th>
                  <Table.Th scope="col">{t('fields.role')}</Table.Th>
                  <Table.Th scope="col">{t('roleSource.column')}</Table.Th>
                  <Table.Th scope="col">{t('fields.state')}</Table.Th>
                  <Table.Th scope="col">{t('signIn.column')}</Table.Th>
                  <Table.Th scope="col">{t('fields.createdAt')}</Table.Th>
                  <Table.Th scope="col">{t('list.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {accounts.data.map((account) => (
                  <Table.Tr key={account.id}>
                    <Table.Th scope="row" fw="normal">
                      <LongText>{account.email}</LongText>
                    </Table.Th>
                    <Table.Td>
                      {account.role ? t(`roles.${account.role}`) : t('roles.none')}
                    </Table.Td>
                    <Table.Td>
                      {account.roleSource === 'LOCAL' ? (
                        t('roleSource.local')
                      ) : account.roleGroup ? (
                        <LongText>
                          {t('roleSource.directory', { group: account.roleGroup })}
                        </LongText>
                      ) : (
                        t('roleSource.directoryNoGroup')
                      )}
                    </Table.Td>
                    <Table.Td>
                      {account.disabled ? t('states.disabled') : t('states.active')}
                    </Table.Td>
                    <Table.Td>
                      {account.support
                        ? t('signIn.columnSupport')
                        : account.roleSource === 'DIRECTORY'
                          ? t('signIn.columnDirectory')
                          : account.secondFactor
                            ? t('signIn.columnOn')
                            : t('signIn.columnOff')}
                    </Table.Td>
                    <Table.Td>
                      {formatInstant(account.createdAt, i18n.language, timeZone, false)}
                    </Table.Td>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={`/user-edit/${account.id}`}
                        aria-label={t('list.editOf', { email: account.email })}
                      >
                        {t('list.edit')}
                      </Anchor>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
        ) : null}
      </LoadState>
      {directory.data?.enabled ? <RolePreview /> : null}
    </Stack>
  );
}
