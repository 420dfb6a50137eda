import { useTranslations } from 'next-intl';
import { describeLifeStage } from '@/lib/format/adequacy';
import type { PlanAdequacy } from '@/lib/rules/plan-adequacy';
import type { PregnancyStage } from '@/lib/rules/pregnancy-stage';

/** 'Referências de Gestantes de 19 a 30 anos (2º trimestre)', or why there are none. */
export function LifeStageCaption({ adequacy, stage }: { adequacy: PlanAdequacy; stage: PregnancyStage }) {
  const t = useTranslations('PlanNutrients');
  if (adequacy.group === null) return t('noGroup', { reason: adequacy.missing ?? '' });
  const detail =
    stage.state === 'PREGNANT' && stage.trimester !== null
      ? t('trimester', { trimester: stage.trimester })
      : stage.state === 'LACTATING'
        ? t('postpartum', { months: stage.monthsPostpartum })
        : '';
  return `${t('references', { stage: describeLifeStage(adequacy.group) })}${detail}`;
}
