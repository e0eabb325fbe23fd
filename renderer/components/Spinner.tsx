/** Decorative: the text beside it says what is happening. Still when the member prefers reduced motion. */
export function Spinner({ size = 'small' }: { size?: 'small' | 'large' }) {
  return <span className={`spinner spinner--${size}`} aria-hidden />;
}
