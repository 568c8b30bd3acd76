import { Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UNIT_FIELD_MAX } from '@lesesaal/domain/limits';
import { formatLongDate } from '../../../components/format-date';
import { useValidationMessage } from '../../../i18n/validation-message';
import {
  EMPTY_LINE,
  problemText,
  takesRecords,
  type RecordsVisit,
  type VisitProblems,
} from '../records';
import type { UnitDraft } from '../storage';

interface Props {
  visit: RecordsVisit;
  lines: readonly UnitDraft[];
  onChange: (lines: UnitDraft[]) => void;
  problems?: VisitProblems;
}

const FIELDS = ['callNumber', 'title', 'note'] as const;

/**
 * One visit's records: a labelled group per unit — call number (required), title
 * and note — with add and remove buttons, the room's limit and the order deadline; where the
 * deadline has passed, why no records can be listed. Problems show at their field (Mantine
 * links the message to the input) and, for the whole visit, in an alert.
 */
export function RecordsEditor({ visit, lines, onChange, problems }: Props) {
  const { t, i18n } = useTranslation('records');
  const { t: tb } = useTranslation('booking');
  const validationMessage = useValidationMessage();
  const { ticket, slot } = visit;
  const date = (d: string) => formatLongDate(d, i18n.language);
  const legend = t('records.visit', {
    room: ticket.roomName,
    date: date(ticket.date),
    time: tb('time', { start: ticket.startTime, end: ticket.endTime }),
  });
  const deadline =
    slot?.deadlineDate && slot.deadlineTime
      ? { date: date(slot.deadlineDate), time: slot.deadlineTime }
      : null;
  const labelOf = (field: (typeof FIELDS)[number]) =>
    t(field === 'title' ? 'records.titleField' : `records.${field}`);
  const set = (index: number, field: keyof UnitDraft, value: string) =>
    onChange(lines.map((line, i) => (i === index ? { ...line, [field]: value } : line)));
  const fieldId = (index: number, field: string) => `records-${ticket.id}-${index}-${field}`;

  if (!takesRecords(visit)) {
    return (
      <Fieldset legend={legend}>
        <Text>
          {t(visit.ordering === 'REQUIRED' ? 'records.closedRequired' : 'records.closedOptional', {
            date: deadline?.date ?? '',
            time: deadline?.time ?? '',
          })}
        </Text>
      </Fieldset>
    );
  }
  return (
    <Fieldset legend={legend} data-ticket={ticket.id}>
      <Stack gap="sm">
        <Text size="sm">
          {t(visit.ordering === 'REQUIRED' ? 'records.required' : 'records.optional', {
            count: visit.max,
          })}
          {deadline ? ` ${t('records.deadline', deadline)}` : ''}
        </Text>
        {problems?.visit ? (
          <Text role="alert" c="red.9" fw={600} id={`records-${ticket.id}-problem`}>
            {problemText(t, problems.visit)}
          </Text>
        ) : null}
        {lines.length === 0 ? <Text size="sm">{t('records.none')}</Text> : null}
        {lines.map((line, index) => {
          const n = index + 1;
          return (
            <Fieldset
              key={index}
              legend={t('records.line', { n })}
              variant="unstyled"
              className="records-line"
            >
              <Group align="flex-end" gap="xs" wrap="wrap">
                {FIELDS.map((field) => {
                  const message = problems?.lines[index]?.[field];
                  return (
                    <TextInput
                      key={field}
                      id={fieldId(index, field)}
                      label={labelOf(field)}
                      // the group's legend names the unit; the label alone would repeat per line
                      aria-label={`${labelOf(field)}, ${t('records.line', { n })}`}
                      required={field === 'callNumber'}
                      withAsterisk={field === 'callNumber'}
                      maxLength={UNIT_FIELD_MAX[field]}
                      autoComplete="off"
                      value={line[field]}
                      onChange={(e) => set(index, field, e.currentTarget.value)}
                      error={message ? validationMessage(message, labelOf(field)) : undefined}
                      style={{ flex: field === 'note' ? '2 1 14rem' : '1 1 10rem' }}
                    />
                  );
                })}
                <Button
                  variant="outline"
                  color="red.9"
                  onClick={() => onChange(lines.filter((_, i) => i !== index))}
                >
                  {t('records.remove', { n })}
                </Button>
              </Group>
            </Fieldset>
          );
        })}
        <div>
          <Button
            variant="outline"
            disabled={lines.length >= visit.max}
            onClick={() => onChange([...lines, { ...EMPTY_LINE }])}
          >
            {t('records.add')}
          </Button>
        </div>
      </Stack>
    </Fieldset>
  );
}
