'use client';

import { useTranslations } from 'next-intl';
import type { AnamnesisContent } from '@/lib/api/contract';
import { describeAnamnesis } from '@/lib/format/anamnesis-facts';
import styles from './anamnesis.module.css';

/** One version, read only, section by section; an unknown answer reads 'Não informado'. */
export function AnamnesisView({ content }: { content: AnamnesisContent }) {
  const t = useTranslations('Anamnesis');
  const sections = describeAnamnesis(content, (key, values) => t(key as 'none', values as never));
  return (
    <div className={styles.view}>
      {sections.map((section) => (
        <section
          key={section.key}
          className={styles.viewSection}
          aria-labelledby={`anamnesis-${section.key}`}
        >
          <h3 id={`anamnesis-${section.key}`} className={styles.sectionTitle}>
            {t(`sections.${section.key}`)}
          </h3>
          <dl className={styles.facts}>
            {section.facts.map((fact) => (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.value ?? t('notInformed')}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
