/** A rating star (drawn, so its colour follows the text around it). */
export function StarIcon({ size = 18 }: { size?: number }) {
  return (
    <svg
      className="reaction-icon"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z"
        fill="currentColor"
      />
    </svg>
  );
}
