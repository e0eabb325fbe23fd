/** The sheet's title: "1 Reply", "3 Replies"; just "Replies" while the count is not known yet. */
export function repliesTitle(count: number | null): string {
  if (count === null) return 'Replies';
  return `${count} ${count === 1 ? 'Reply' : 'Replies'}`;
}
