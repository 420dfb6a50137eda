import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { MealPlanSubstitution } from '@/lib/api/contract';
import { judgeSubstitution, proposeAgain } from '@/lib/rules/substitution-equivalence';
import { withConfirmedSubstitution, withProposalTaken } from './draft-substitutions';
import { useEquivalenceFigures } from './equivalence-figures';
import styles from './meal-plan.module.css';
import type { DraftFood } from './meal-plan-draft';
import { AllergenWarning } from './patient-allergens';
import { usePortionText } from './use-portion-text';

/**
 * A food's alternatives, 'ou: Pão francês – 50 g', listed under it (they are not in the totals). One more
 * than 10 % off its food says so with both figures; while editing (`onChange`), she takes the proposal or
 * keeps hers, and the plan cannot be saved before she has.
 */
export function SubstitutionLines({
  food,
  onChange,
}: {
  food: DraftFood;
  onChange?: (substitutions: MealPlanSubstitution[]) => void;
}) {
  const t = useTranslations('MealPlan');
  const portionText = usePortionText();
  const figure = useEquivalenceFigures();
  const substitutions = food.substitutions ?? [];
  if (substitutions.length === 0) return null;
  return (
    <ul
      className={styles.substitutions}
      aria-label={t('substitutions.listLabel', { food: food.foodstuff.name })}
    >
      {substitutions.map((substitution) => {
        const name = substitution.foodstuff.name;
        const judged = judgeSubstitution(food, substitution);
        const figures =
          judged.status === 'UNKNOWN'
            ? null
            : {
                value: figure(substitution.basis, judged.alternativeValue),
                originalValue: figure(substitution.basis, judged.foodValue),
              };
        const proposal = judged.status === 'NOT_EQUIVALENT' ? proposeAgain(food, substitution) : null;
        const proposalDiffers =
          proposal?.ok &&
          (proposal.quantity !== substitution.quantity ||
            proposal.baseline_weight !== substitution.baseline_weight);
        return (
          <li key={substitution.id}>
            {t('substitutions.line', { food: name, portion: portionText(substitution) })}
            <AllergenWarning foodName={name} />
            {judged.status === 'NOT_EQUIVALENT' && figures ? (
              <span className={styles.notEquivalent}>
                <span role="status">{t('substitutions.notEquivalent', figures)}</span>
                {onChange ? (
                  <span className={styles.noPrint}>
                    {proposal?.ok && proposalDiffers ? (
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={t('substitutions.takeProposalFor', {
                          food: name,
                          portion: portionText({ ...substitution, ...proposal }),
                        })}
                        onClick={() => onChange(withProposalTaken(food, substitution.id))}
                      >
                        {t('substitutions.takeProposal', {
                          portion: portionText({ ...substitution, ...proposal }),
                        })}
                      </Button>
                    ) : null}
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t('substitutions.keepMineFor', { food: name })}
                      onClick={() => onChange(withConfirmedSubstitution(food, substitution.id))}
                    >
                      {t('substitutions.keepMine')}
                    </Button>
                  </span>
                ) : null}
              </span>
            ) : null}
            {judged.status === 'CONFIRMED' && figures ? (
              <span className={styles.notEquivalent}>{t('substitutions.keptNotEquivalent', figures)}</span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
