import { Alert, Anchor, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Ticket } from '../api-types';
import { formatLongDate } from '../../../components/format-date';
import type { RecordsVisit, VisitProblems } from '../records';
import type { PersonalData, RecordsDrafts, UnitDraft } from '../storage';
import { RecordsEditor } from './records-editor';
import { visitItems } from '../stay-groups';
import { StayDayLines, StayRecordsNote, StayTitle } from './stay-items';

/** The cart's tickets with the link to change them. */
export function SummaryTickets({ tickets }: { tickets: readonly Ticket[] }) {
  const { t, i18n } = useTranslation('booking');
  return (
    <section>
      <Group justify="space-between">
        <Title order={2} size="h3">
          {t('summary.tickets')}
        </Title>
        <Anchor component={Link} to="/your-reservations">
          {t('summary.editTickets')}
        </Anchor>
      </Group>
      <List>
        {visitItems(tickets).map((item) => {
          if (item.kind === 'stay')
            return (
              <List.Item key={item.stayId}>
                <StayTitle days={item.days} />
                <StayDayLines days={item.days} />
              </List.Item>
            );
          const ticket = item.ticket;
          return (
            <List.Item key={ticket.id}>
              {ticket.roomName} ·{' '}
              {t('slot', {
                date: formatLongDate(ticket.date, i18n.language),
                start: ticket.startTime,
                end: ticket.endTime,
              })}
              {ticket.seatLabel ? ` · ${t('seatLabel', { label: ticket.seatLabel })}` : null}
            </List.Item>
          );
        })}
      </List>
    </section>
  );
}

interface SummaryRecordsProps {
  /** The visits whose rooms take records. */
  visits: RecordsVisit[];
  /** The catalogue link's units that no visit could take. */
  unplaced: readonly UnitDraft[];
  drafts: RecordsDrafts;
  problems: Record<number, VisitProblems>;
  onChange: (ticketId: number, lines: UnitDraft[]) => void;
}

/** The records to order for each visit that takes them. */
export function SummaryRecords({
  visits,
  unplaced,
  drafts,
  problems,
  onChange,
}: SummaryRecordsProps) {
  const { t: tr } = useTranslation('records');
  return (
    <section className="booking-records" aria-labelledby="booking-records-title">
      <Title order={2} size="h3" id="booking-records-title">
        {tr('records.title')}
      </Title>
      <Text mb="sm">{tr('records.intro')}</Text>
      {visits.some((visit) => visit.ticket.stayId) ? <StayRecordsNote /> : null}
      {unplaced.length > 0 ? (
        <Alert color="yellow" variant="outline" mb="sm">
          {tr('records.catalogueUnplaced', {
            list: unplaced.map((u) => u.callNumber).join(', '),
          })}
        </Alert>
      ) : null}
      <Stack gap="md">
        {visits.map((visit) => (
          <RecordsEditor
            key={visit.ticket.id}
            visit={visit}
            lines={drafts[visit.ticket.id] ?? []}
            problems={problems[visit.ticket.id]}
            onChange={(lines) => onChange(visit.ticket.id, lines)}
          />
        ))}
      </Stack>
    </section>
  );
}

/** The personal data with the link to change them. */
export function SummaryPerson({ person }: { person: PersonalData }) {
  const { t } = useTranslation('booking');
  return (
    <section>
      <Group justify="space-between">
        <Title order={2} size="h3">
          {t('summary.person')}
        </Title>
        <Anchor component={Link} to="/your-personal-data">
          {t('summary.editPerson')}
        </Anchor>
      </Group>
      <Text>
        {person.salutation !== 'NONE' ? `${t(`person.salutations.${person.salutation}`)} ` : ''}
        {person.title ? `${person.title} ` : ''}
        {person.firstName} {person.lastName}
      </Text>
      {person.organisation ? <Text>{person.organisation}</Text> : null}
      <Text>{person.email}</Text>
      <Text>{person.phone}</Text>
      {person.accessibility ? <Text>{t('summary.accessibilityYes')}</Text> : null}
    </section>
  );
}
