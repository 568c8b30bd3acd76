import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REFUSAL_REASON_MAX } from '@lesesaal/domain/applications/schema';
import { ApplicationStateBadge } from '../../../components/application-state-badge';
import { FieldList } from '../../../components/field-list';
import { ReasonDialog, type ReasonDialogText } from '../../../components/reason-dialog';
import type { Application } from '../api';
import { useApplicationActions } from '../use-application-actions';
import { useApplicationTexts } from '../use-application-texts';
import type { FieldKey } from './application-fields';

/** The refusal dialog's texts (`actions.*`). */
const REFUSE_TEXTS = {
  title: 'actions.refuseTitle',
  hint: 'actions.refuseHint',
  reason: 'actions.reason',
  reasonRequired: 'actions.reasonRequired',
  cancel: 'actions.refuseCancel',
  confirm: 'actions.refuseConfirm',
} as const satisfies Record<ReasonDialogText, string>;

/**
 * The application's state and its decision (dates, reason, validity, identity check), then
 * what may be done now: approve or refuse a new one, record the identity check and extend the
 * validity of an approved (or expired) one. Reports only read: no buttons.
 */
export function ApplicationDecision({
  application: a,
  canDecide,
}: {
  application: Application;
  canDecide: boolean;
}) {
  const { t } = useTranslation('admin-applications');
  const { dayText, momentText } = useApplicationTexts();
  const actions = useApplicationActions(a);
  const f = (key: FieldKey) => t(`detail.fields.${key}`);
  const none = t('detail.none');
  const by = a.identityCheckedBy;
  const identity = a.identityCheckedAt
    ? by
      ? t('detail.identityChecked', { date: momentText(a.identityCheckedAt, false), by })
      : t('detail.identityCheckedNoStaff', { date: momentText(a.identityCheckedAt, false) })
    : t('detail.identityNotChecked');
  const validity =
    a.validFrom && a.validUntil
      ? t('detail.validRange', { from: dayText(a.validFrom), until: dayText(a.validUntil) })
      : none;
  const isNew = a.state === 'submitted';
  const canExtend = a.state === 'approved' || a.state === 'expired';
  const canCheck = !a.identityCheckedAt && (isNew || a.state === 'approved');

  return (
    <section aria-labelledby="application-decision">
      <Title order={2} size="h3" id="application-decision" mb="sm" ref={actions.decisionHeading}>
        {t('detail.decision')}: {t(`states.${a.state}`)}
      </Title>
      <Stack gap="md">
        <FieldList
          fields={[
            [f('state'), <ApplicationStateBadge key="state" state={a.state} />],
            [f('submittedAt'), momentText(a.submittedAt)],
            [
              f('decidedAt'),
              a.decidedAt
                ? a.decidedBy
                  ? t('detail.decidedBy', { at: momentText(a.decidedAt), by: a.decidedBy })
                  : momentText(a.decidedAt)
                : none,
            ],
            ...(a.refusalReason ? [[f('refusalReason'), a.refusalReason] as [string, string]] : []),
            [f('validity'), validity],
            [f('identity'), identity],
          ]}
        />
        {canDecide ? (
          <Group>
            {isNew ? (
              <>
                <Button loading={actions.busy} onClick={actions.approve}>
                  {t('actions.approve')}
                </Button>
                <Button
                  color="red.8"
                  variant="outline"
                  disabled={actions.busy}
                  onClick={actions.openRefuse}
                >
                  {t('actions.refuse')}
                </Button>
              </>
            ) : null}
            {canCheck ? (
              <Button variant="default" disabled={actions.busy} onClick={actions.identityChecked}>
                {t('actions.identity')}
              </Button>
            ) : null}
            {canExtend ? (
              <Button variant="default" disabled={actions.busy} onClick={actions.extend}>
                {t('actions.extend')}
              </Button>
            ) : null}
          </Group>
        ) : (
          <Text>{t('detail.readOnly')}</Text>
        )}
      </Stack>
      {canDecide && isNew ? (
        <ReasonDialog
          opened={actions.refusing}
          returnFocus={a.state === 'submitted'}
          pending={actions.refusePending}
          fieldId="refusal-reason"
          maxLength={REFUSAL_REASON_MAX}
          text={(key) => t(REFUSE_TEXTS[key])}
          onConfirm={actions.refuse}
          onClose={actions.closeRefuse}
        />
      ) : null}
    </section>
  );
}
