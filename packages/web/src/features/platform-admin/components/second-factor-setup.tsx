import { SecondFactorSetup as SetupView } from '../../../components/second-factor/second-factor-setup';
import { useConfirmPlatformSecondFactor, useStartPlatformSecondFactor } from '../account-api';

/**
 * Setting up the platform administrator's second factor (`components/second-factor`, texts
 * of `platform`). During a sign-in (`signingIn`) the confirmation completes it.
 */
export function SecondFactorSetup({
  signingIn,
  headingLevel,
}: {
  signingIn: boolean;
  headingLevel?: 2 | 3;
}) {
  const start = useStartPlatformSecondFactor();
  const confirm = useConfirmPlatformSecondFactor(signingIn);
  return (
    <SetupView
      texts="platform"
      start={start}
      confirm={confirm}
      signingIn={signingIn}
      headingLevel={headingLevel}
    />
  );
}
