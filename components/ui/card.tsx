import { type ReactNode, useId } from 'react';
import styles from './card.module.css';

export interface CardProps {
  /** A section (with a title, it becomes a named region), an article or a plain box. */
  as?: 'section' | 'article' | 'div';
  title?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  /** Shown beside the title, e.g. a 'Novo alimento' button. */
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
}

export function Card({
  as: Element = 'div',
  title,
  headingLevel = 2,
  actions,
  children,
  className,
}: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <Element
      className={[styles.card, className ?? ''].filter(Boolean).join(' ')}
      aria-labelledby={title && Element !== 'div' ? titleId : undefined}
    >
      {title || actions ? (
        <div className={styles.header}>
          {title ? (
            <Heading id={titleId} className={styles.title}>
              {title}
            </Heading>
          ) : (
            <span />
          )}
          {actions}
        </div>
      ) : null}
      {children}
    </Element>
  );
}
