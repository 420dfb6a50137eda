'use client';

import { useState } from 'react';
import { getInitials } from '@/lib/format/initials';
import styles from './avatar.module.css';

export interface AvatarProps {
  /** The photo; without one, or when it fails to load, the initials of `name` show instead. */
  src?: string | null;
  name: string;
  /** Diameter in pixels. */
  size?: number;
  /** When the name is written right beside the avatar, so it is not read twice. */
  decorative?: boolean;
  className?: string;
}

export function Avatar({ src, name, size = 40, decorative = false, className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  const classes = [styles.avatar, className ?? ''].filter(Boolean).join(' ');
  const box = { width: size, height: size, fontSize: Math.round(size * 0.4) };
  if (showImage && src) {
    return (
      <span className={classes} style={box}>
        {/* Photos come from the upstream's storage on any host, so the plain element is used. */}
        {/* biome-ignore lint/performance/noImgElement: remote user photos of unknown origin */}
        <img
          className={styles.image}
          src={src}
          alt={decorative ? '' : name}
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
          onError={() => setFailedSrc(src)}
        />
      </span>
    );
  }
  if (decorative) {
    return (
      <span className={classes} style={box} aria-hidden="true">
        {getInitials(name)}
      </span>
    );
  }
  return (
    <span className={classes} style={box} role="img" aria-label={name}>
      <span aria-hidden="true">{getInitials(name)}</span>
    </span>
  );
}
