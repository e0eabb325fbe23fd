/** A worker for the pool's own test: answers its task, or dies the way a native crash ends a thread. */
export default function run(task: { crash: boolean; value: number }): number {
  if (task.crash) process.exit(1);
  return task.value * 2;
}
