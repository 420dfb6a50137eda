'use client';

import Link from 'next/link';
import styles from './calendar.module.css';

/** A free slot: the button that books it. */
export function FreeSlotButton({
  time,
  text,
  label,
  onChoose,
}: {
  time: string;
  text: string;
  label: string;
  onChoose: () => void;
}) {
  // A native button: Enter and Space choose it as a click does.
  return (
    <button type="button" className={styles.freeSlot} aria-label={label} onClick={onChoose}>
      <span className={styles.entryTime}>{time}</span> <span>{text}</span>
    </button>
  );
}

/** An appointment: the link to its page, its status named in its label and shown by its colour. */
export function AppointmentEntry({
  href,
  time,
  name,
  label,
  tone,
}: {
  href: string;
  time: string;
  name: string;
  label: string;
  tone: 'confirmed' | 'canceled' | 'done';
}) {
  return (
    <Link href={href} className={`${styles.appointment} ${styles[tone]}`} aria-label={label}>
      <span className={styles.entryTime}>{time}</span> <span className={styles.entryName}>{name}</span>
    </Link>
  );
}
