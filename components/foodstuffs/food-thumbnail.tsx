import styles from './food-thumbnail.module.css';

/** A food's photo in a list row; the name beside it says what it is, so the picture is decorative. */
export function FoodThumbnail({ url, size = 40 }: { url: string | null; size?: number }) {
  if (!url) {
    return (
      <span className={styles.placeholder} style={{ width: size, height: size }} aria-hidden="true">
        <svg
          aria-hidden="true"
          focusable="false"
          width={size * 0.55}
          height={size * 0.55}
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={1.8}
        >
          <path d="M12 7c-1.5-3-6-3-7 1-1 4 2 11 5 11 1 0 1.5-.5 2-.5s1 .5 2 .5c3 0 6-7 5-11-1-4-5.5-4-7-1Z" />
          <path d="M12 7c0-2 1-3.5 3-4" />
        </svg>
      </span>
    );
  }
  return (
    // biome-ignore lint/performance/noImgElement: uploads are already re-encoded and sized by the API
    <img
      className={styles.image}
      src={url}
      alt=""
      width={size}
      height={size}
      style={{ width: size, height: size }}
      loading="lazy"
      decoding="async"
    />
  );
}
