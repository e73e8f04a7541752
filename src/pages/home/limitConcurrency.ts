// At most `max` tasks at once, the rest queued in call order: the dashboard asks
// estado/disponibilidad_full once per slot, and ten slots a date must not hit the server together.

export type Limiter = <T>(task: () => Promise<T>) => Promise<T>;

export function createLimiter(max: number): Limiter {
  if (!(max >= 1)) throw new Error('max debe ser al menos 1');
  let running = 0;
  const queue: (() => void)[] = [];
  const next = () => {
    if (running >= max) return;
    const start = queue.shift();
    if (start) start();
  };
  return <T>(task: () => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      queue.push(() => {
        running++;
        // A task that throws synchronously settles like a rejected one.
        Promise.resolve()
          .then(task)
          .then(resolve, reject)
          .finally(() => {
            running--;
            next();
          });
      });
      next();
    });
}
