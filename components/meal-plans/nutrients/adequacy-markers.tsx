import {
  ADEQUACY_LABELS,
  type AdequacyFlag,
  type Assessment,
  listMarkers,
  WARNING_FLAGS,
} from '@/lib/rules/dri/adequacy';
import styles from './plan-nutrients.module.css';

/** The flag's words, a warning in its own colour, then 'dado parcial' when foods without a value took part. */
export function AdequacyMarkers<Flag extends string>({
  assessment,
  labels,
  warnings = [],
}: {
  assessment: Assessment<Flag>;
  labels: Record<Flag, string>;
  warnings?: readonly Flag[];
}) {
  const markers = listMarkers(assessment, labels);
  if (markers.length === 0) return null;
  const warned = assessment.flag !== null && warnings.includes(assessment.flag);
  return (
    <span className={styles.markers}>
      {markers.map((marker, index) => (
        <span key={marker} className={index === 0 && warned ? styles.warning : styles.marker}>
          {marker}
        </span>
      ))}
    </span>
  );
}

/** The DRI flags, with the excess ones as warnings. */
export function DriMarkers({ assessment }: { assessment: Assessment<AdequacyFlag> }) {
  return <AdequacyMarkers assessment={assessment} labels={ADEQUACY_LABELS} warnings={WARNING_FLAGS} />;
}
