import type { PersonContext, SymptomMention } from '../understanding';
import { checkAge } from './age-rules';
import { checkAnxiety } from './anxiety-rule';
import type { SafetyVerdict, SymptomMatch } from './candidate';
import { checkConditions } from './condition-rules';
import { checkInteractions } from './interaction-rules';
import { checkLabelLimits } from './label-limits';
import type { StockedMedicine } from './types';

/**
 * Everything that leaves a medicine out of this person's answer, or keeps it with a caution: the anxiety rule,
 * age, allergies and medicines taken, alcohol, conditions, pregnancy and breastfeeding, and the label's
 * stop-use limits. Each rule is documented in its own file.
 */
export function assessSafety(
  medicine: StockedMedicine,
  options: {
    context: PersonContext;
    symptoms: readonly SymptomMention[];
    matched: readonly SymptomMatch[];
    isAnxious: boolean;
  },
): SafetyVerdict {
  const { profile } = medicine;
  const verdicts: SafetyVerdict[] = [
    { leftOut: checkAnxiety(profile, options.isAnxious), cautions: [] },
    checkAge(profile, options.context, options.symptoms),
    checkInteractions(profile, options.context),
    checkConditions(profile, options.context),
    { leftOut: checkLabelLimits(profile, options.matched), cautions: [] },
  ];
  return {
    leftOut: verdicts.flatMap((verdict) => verdict.leftOut),
    cautions: verdicts.flatMap((verdict) => verdict.cautions),
  };
}
