export type RunLimited = <T>(task: () => Promise<T>) => Promise<T>;

/** Runs tasks in arrival order with at most `parallel` of them unfinished at any time. */
export const createTaskQueue = (parallel: number): RunLimited => {
  let running = 0;
  const waiting: (() => void)[] = [];
  const startNext = () => {
    if (running >= parallel) return;
    const start = waiting.shift();
    if (!start) return;
    running += 1;
    start();
  };
  return (task) =>
    new Promise((resolve, reject) => {
      waiting.push(() => {
        task()
          .then(resolve, reject)
          .finally(() => {
            running -= 1;
            startNext();
          });
      });
      startNext();
    });
};
