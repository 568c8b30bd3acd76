import { SecondFactorSetup as SetupView } from '../../../components/second-factor/second-factor-setup';
import { useConfirmSecondFactor, useStartSecondFactorSetup } from '../api';

/**
 * Setting up the staff account's second factor (`components/second-factor`, texts of
 * `auth`). During a sign-in (`signingIn`) the confirmation completes it and the page reloads.
 */
export function SecondFactorSetup({
  signingIn,
  headingLevel,
}: {
  signingIn: boolean;
  headingLevel?: 2 | 3;
}) {
  const start = useStartSecondFactorSetup();
  const confirm = useConfirmSecondFactor(signingIn);
  return (
    <SetupView
      texts="auth"
      start={start}
      confirm={confirm}
      signingIn={signingIn}
      headingLevel={headingLevel}
    />
  );
}
