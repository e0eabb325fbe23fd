/** "1 reply", "0 replies", "3 replies". */
export function replyCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'reply' : 'replies'}`;
}
