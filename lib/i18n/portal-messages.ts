// The portal's messages as every page and the error page read them: the texts of `Errors` that name the
// portal's own limits carry their values already. Filled here, on the server, the browser's error texts
// need neither the values nor the rules that hold them (about 3 KB of gzip on most signed-in pages).
import { MAX_MEAL_PLAN_TEMPLATES, MAX_SUBSTITUTIONS_PER_FOOD } from '@/lib/api/contract/values';
import { MAX_PLAN_BASELINE_WEIGHT, MAX_PLAN_QUANTITY } from '@/lib/rules/meal-plan-rules';
import { formatAmount, MAX_AMOUNT_CENTS } from '@/lib/rules/money';
import {
  CONSULTATION_MINUTES_MAX,
  CONSULTATION_MINUTES_MIN,
  GAP_MINUTES_MAX,
  GAP_MINUTES_MIN,
} from '@/lib/rules/slot-settings';
import messages from '@/messages/pt-BR.json';

/** The values some error texts name, all known to the portal itself: the contract's and the plan's limits. */
export const ERROR_MESSAGE_VALUES: Readonly<Record<string, string | number>> = {
  maxTemplates: MAX_MEAL_PLAN_TEMPLATES,
  maxSubstitutions: MAX_SUBSTITUTIONS_PER_FOOD,
  maxQuantity: MAX_PLAN_QUANTITY,
  maxBaselineWeight: MAX_PLAN_BASELINE_WEIGHT,
  minConsultation: CONSULTATION_MINUTES_MIN,
  maxConsultation: CONSULTATION_MINUTES_MAX,
  minGap: GAP_MINUTES_MIN,
  maxGap: GAP_MINUTES_MAX,
  maxAmount: formatAmount(MAX_AMOUNT_CENTS),
};

/** A text with each `{name}` of ERROR_MESSAGE_VALUES written out, as a plain ICU argument writes it. */
function fillLimits(text: string): string {
  return text.replace(/\{(\w+)\}/g, (argument, name: string) =>
    name in ERROR_MESSAGE_VALUES ? String(ERROR_MESSAGE_VALUES[name]) : argument,
  );
}

export const portalMessages: typeof messages = {
  ...messages,
  Errors: Object.fromEntries(
    Object.entries(messages.Errors).map(([key, text]) => [key, fillLimits(text)]),
  ) as typeof messages.Errors,
};
