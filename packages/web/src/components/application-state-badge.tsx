import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The states of a user application (Benutzungsantrag), as the server names them. */
export type ApplicationStateName = 'submitted' | 'approved' | 'refused' | 'expired';

const COLOURS: Record<ApplicationStateName, string> = {
  submitted: 'blue.9',
  approved: 'teal.9',
  refused: 'red.9',
  expired: 'gray.8',
};

/**
 * A user application's state as a small badge (filled, white on a dark shade: contrast ≥ 4.5:1).
 * `labelled` adds the word "Application" for lists of other things (check-in, pull list);
 * nothing is shown without a state.
 */
export function ApplicationStateBadge({
  state,
  labelled = false,
}: {
  state: ApplicationStateName | null | undefined;
  labelled?: boolean;
}) {
  // the texts' namespace is loaded only where a state is shown
  return state ? <StateBadge state={state} labelled={labelled} /> : null;
}

function StateBadge({ state, labelled }: { state: ApplicationStateName; labelled: boolean }) {
  const { t } = useTranslation('admin-applications');
  const text = t(`states.${state}`);
  return (
    <Badge color={COLOURS[state]} variant="filled" tt="none" data-application-state={state}>
      {labelled ? t('stateBadge', { state: text }) : text}
    </Badge>
  );
}
