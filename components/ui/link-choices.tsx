import Link from 'next/link';
import styles from './link-choices.module.css';

export interface LinkChoice {
  key: string;
  href: string;
  label: string;
}

/** A few views of one page as links, so the choice lives in the URL; the current one is marked. */
export function LinkChoices({
  label,
  choices,
  current,
}: {
  label: string;
  choices: readonly LinkChoice[];
  current: string;
}) {
  return (
    <nav aria-label={label}>
      <ul className={styles.choices}>
        {choices.map((choice) => (
          <li key={choice.key}>
            <Link
              className={styles.choice}
              href={choice.href}
              aria-current={choice.key === current ? 'page' : undefined}
            >
              {choice.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
