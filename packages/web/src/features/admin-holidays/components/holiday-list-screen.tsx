import { Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { formatDisplayDate } from '@lesesaal/domain/dates';
import type { BookingsOnHolidays } from '@lesesaal/domain/holidays/schema';
import { useApi } from '../../../api/api-context';
import { useArchiveToday } from '../../../components/archive-today';
import { BackLinks } from '../../../components/back-links';
import { LoadState, loadStatusOf } from '../../../components/load-state';
import { useDocumentTitle } from '../../../components/use-document-title';
import { holidaysOfYearQuery } from '../api';
import { LongText } from '../../../components/long-text';
import { BookedOnHolidays } from './booked-on-holidays';

/** What the add and edit screens hand over: the visits booked on the holiday just saved. */
function bookingsOfState(state: unknown): BookingsOnHolidays | null {
  const bookings = (state as { bookingsOnHolidays?: BookingsOnHolidays } | null)
    ?.bookingsOnHolidays;
  return bookings && Array.isArray(bookings.days) ? bookings : null;
}

/** `?year=` of the address bar when it is a sensible year, else this year. */
export function yearFromQuery(value: string | null, today: string): number {
  const year = Number(value);
  return Number.isInteger(year) && year >= 1900 && year <= 2999 ? year : Number(today.slice(0, 4));
}

/** Spec §2 admin `/holiday-list`: one year's holidays, previous/next year, add, import, edit. */
export function HolidayListScreen() {
  const { t } = useTranslation('admin-holidays');
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const today = useArchiveToday();
  const year = yearFromQuery(params.get('year'), today);
  const holidays = useQuery(holidaysOfYearQuery(api, year));
  const booked = bookingsOfState(useLocation().state);
  useDocumentTitle(t('list.title', { year }));
  const goTo = (next: number) => setParams({ year: String(next) });

  return (
    <Stack gap="md">
      <BackLinks label={t('nav.label')} links={[{ to: '/', label: t('nav.dashboard') }]} />
      <Title order={1}>{t('list.title', { year })}</Title>
      {booked ? <BookedOnHolidays bookings={booked} /> : null}
      <Group component="nav" aria-label={t('list.yearNav')}>
        <Button variant="default" onClick={() => goTo(year - 1)}>
          {t('list.previous', { year: year - 1 })}
        </Button>
        <Button variant="default" onClick={() => goTo(year + 1)}>
          {t('list.next', { year: year + 1 })}
        </Button>
      </Group>
      <Group>
        <Button component={Link} to="/holiday-add" variant="outline">
          {t('list.add')}
        </Button>
        <Button component={Link} to="/holiday-import" variant="outline">
          {t('list.import')}
        </Button>
      </Group>
      <LoadState status={loadStatusOf(holidays)} error={holidays.error}>
        {holidays.data && holidays.data.length === 0 ? (
          <Text role="status">{t('list.empty', { year })}</Text>
        ) : holidays.data ? (
          <Table.ScrollContainer minWidth={480}>
            <Table striped>
              <Table.Caption>
                {t('list.caption', { count: holidays.data.length, year })}
              </Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('fields.date')}</Table.Th>
                  <Table.Th scope="col">{t('fields.name')}</Table.Th>
                  <Table.Th scope="col">{t('fields.description')}</Table.Th>
                  <Table.Th scope="col">{t('list.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {holidays.data.map((holiday) => (
                  <Table.Tr key={holiday.id}>
                    <Table.Td>{formatDisplayDate(holiday.date)}</Table.Td>
                    <Table.Th scope="row" fw="normal">
                      <LongText>{holiday.name}</LongText>
                    </Table.Th>
                    <Table.Td>
                      <LongText>{holiday.description}</LongText>
                    </Table.Td>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={`/holiday-edit/${holiday.id}`}
                        aria-label={t('list.editOf', {
                          name: holiday.name,
                          date: formatDisplayDate(holiday.date),
                        })}
                      >
                        {t('list.edit')}
                      </Anchor>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </LoadState>
    </Stack>
  );
}
