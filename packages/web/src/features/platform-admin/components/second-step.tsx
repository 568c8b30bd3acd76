import { SecondStep as StepView } from '../../../components/second-factor/second-step';
import { usePlatformLoginCode, type PlatformSecondStep } from '../api';
import { SecondFactorSetup } from './second-factor-setup';

/**
 * After a right password: the code of the second factor, or (when the administrator has
 * none) its set-up (`components/second-factor`, texts of `platform`).
 */
export function SecondStep({
  step,
  onRestart,
}: {
  step: PlatformSecondStep;
  onRestart: () => void;
}) {
  return (
    <StepView
      texts="platform"
      step={step}
      login={usePlatformLoginCode()}
      setup={<SecondFactorSetup signingIn headingLevel={3} />}
      onRestart={onRestart}
    />
  );
}
