import { useTranslations } from 'next-intl';
import { DEFAULT_ENERGY_EQUATION } from '@/lib/rules/chosen-requirement';
import { ENERGY_EQUATIONS, type EnergyEquationId, type EquationSource } from '@/lib/rules/energy';

const INPUT_KEYS = {
  weight: 'weight',
  height: 'height',
  birthDate: 'birthDate',
  sex: 'sex',
  fatFreeMass: 'fatFreeMass',
  activityFactor: 'activityFactor',
  paCategory: 'paCategory',
  pregnancyTrimester: 'pregnancyTrimester',
  lactationPeriod: 'lactationPeriod',
} as const;

/** 'Autores (ano). Título. Publicação, páginas.', leaving out what the source read here did not show. */
function citation(source: EquationSource): string {
  const parts = [
    source.year === null ? source.authors : `${source.authors} (${source.year})`,
    source.title,
    [source.publishedIn, source.pages].filter(Boolean).join(', ') || null,
  ];
  return `${parts.filter(Boolean).join('. ')}.`;
}

/** Under the choice of equation: whom it was derived on, what it needs, and where it was published. */
export function EquationFacts({ id, className }: { id: EnergyEquationId | ''; className?: string }) {
  const t = useTranslations('PatientGoals');
  const equation = ENERGY_EQUATIONS[id || DEFAULT_ENERGY_EQUATION];
  return (
    <div className={className} data-testid="equation-facts">
      <p>{t('equationPopulation', { population: equation.population.description })}</p>
      <p>
        {t('equationInputs', {
          inputs: equation.requires.map((input) => t(`equationInputNames.${INPUT_KEYS[input]}`)).join(', '),
        })}
      </p>
      <p>{t('equationSources', { sources: equation.sources.map(citation).join(' ') })}</p>
    </div>
  );
}
