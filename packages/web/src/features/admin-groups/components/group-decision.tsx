import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GROUP_DECLINE_REASON_MAX } from '@lesesaal/domain/group-visits/schema';
import { FieldList } from '../../../components/field-list';
import { ReasonDialog, type ReasonDialogText } from '../../../components/reason-dialog';
import type { StaffGroupRequest } from '../api';
import { useGroupActions } from '../use-group-actions';
import { useGroupTexts } from '../use-group-texts';
import type { FieldKey } from './group-fields';
import { GroupStatusBadge } from './group-status-badge';

/** Whether the slot's free seats now cover what the request asks for. */
const seatsCovered = (g: StaffGroupRequest) =>
  g.wholeRoom ? g.freeSeats > 0 : g.freeSeats >= (g.seatsRequested ?? 0);

/** The decline dialog's texts (`actions.*`). */
const DECLINE_TEXTS = {
  title: 'actions.declineTitle',
  hint: 'actions.declineHint',
  reason: 'actions.reason',
  reasonRequired: 'actions.reasonRequired',
  cancel: 'actions.declineCancel',
  confirm: 'actions.declineConfirm',
} as const satisfies Record<ReasonDialogText, string>;

/**
 * The request's status and decision (booking number, dates, reason), then — for a new one —
 * the slot's free seats now and the two decisions: confirm (every seat at once) or decline
 * with a reason. A refusal (too few seats, decided elsewhere) stays here as an alert.
 */
export function GroupDecision({ request: g }: { request: StaffGroupRequest }) {
  const { t } = useTranslation('admin-groups');
  const { momentText } = useGroupTexts();
  const actions = useGroupActions(g);
  const f = (key: FieldKey) => t(`detail.fields.${key}`);
  const isNew = g.status === 'REQUESTED';
  return (
    <section aria-labelledby="group-decision">
      <Title order={2} size="h3" id="group-decision" mb="sm" ref={actions.decisionHeading}>
        {t('detail.decision')}: {t(`states.${g.status}`)}
      </Title>
      <Stack gap="md">
        <FieldList
          fields={[
            [f('status'), <GroupStatusBadge key="status" status={g.status} />],
            ...(g.bookingNumber ? [[f('bookingNumber'), g.bookingNumber] as [string, string]] : []),
            [f('createdAt'), momentText(g.createdAt)],
            [
              f('decidedAt'),
              g.decidedAt
                ? g.decidedBy
                  ? t('detail.decidedBy', { at: momentText(g.decidedAt), by: g.decidedBy })
                  : momentText(g.decidedAt)
                : t('none'),
            ],
            ...(g.declineReason ? [[f('declineReason'), g.declineReason] as [string, string]] : []),
          ]}
        />
        {isNew ? (
          <>
            <Text>{t('detail.free', { count: g.freeSeats, capacity: g.capacity })}</Text>
            {seatsCovered(g) ? null : <Text fw={600}>{t('detail.tooFew')}</Text>}
          </>
        ) : null}
        {actions.refusal ? (
          <Alert role="alert" color="red" variant="outline">
            {actions.refusal}
          </Alert>
        ) : null}
        {isNew ? (
          <Group>
            <Button loading={actions.busy} onClick={actions.confirm}>
              {t('actions.confirm')}
            </Button>
            <Button
              color="red.8"
              variant="outline"
              disabled={actions.busy}
              onClick={actions.openDecline}
            >
              {t('actions.decline')}
            </Button>
          </Group>
        ) : null}
      </Stack>
      {isNew ? (
        <ReasonDialog
          opened={actions.declining}
          returnFocus={g.status === 'REQUESTED'}
          pending={actions.declinePending}
          fieldId="group-decline-reason"
          maxLength={GROUP_DECLINE_REASON_MAX}
          text={(key) => t(DECLINE_TEXTS[key])}
          onConfirm={actions.decline}
          onClose={actions.closeDecline}
        />
      ) : null}
    </section>
  );
}
