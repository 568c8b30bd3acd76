import { SecondStep as StepView } from '../../../components/second-factor/second-step';
import { useLoginCode, type SecondStep as Step } from '../api';
import { SecondFactorSetup } from './second-factor-setup';

/**
 * After a right password: the code of the second factor, or (when one is required and the
 * account has none) its set-up (`components/second-factor`, texts of `auth`).
 */
export function SecondStep({ step, onRestart }: { step: Step; onRestart: () => void }) {
  return (
    <StepView
      texts="auth"
      step={step}
      login={useLoginCode()}
      setup={<SecondFactorSetup signingIn headingLevel={3} />}
      onRestart={onRestart}
    />
  );
}
