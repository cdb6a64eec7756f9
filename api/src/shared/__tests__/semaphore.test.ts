import { Semaphore } from '../semaphore';

test('at most `max` run at once; the queue holds `maxWaiting`; beyond that acquire refuses', async () => {
  const gate = new Semaphore(2, 1);
  let running = 0;
  let peak = 0;
  const releases: (() => void)[] = [];
  const work = () =>
    new Promise<void>((resolve) => {
      running += 1;
      peak = Math.max(peak, running);
      releases.push(() => {
        running -= 1;
        resolve();
      });
    });
  const runs = [gate.run(work), gate.run(work), gate.run(work)];
  expect(await gate.run(work)).toBeNull();
  await new Promise((r) => setImmediate(r));
  expect(running).toBe(2);
  releases.shift()!();
  await new Promise((r) => setImmediate(r));
  expect(running).toBe(2);
  releases.splice(0).forEach((release) => release());
  await new Promise((r) => setImmediate(r));
  releases.splice(0).forEach((release) => release());
  expect(await Promise.all(runs)).toEqual([
    { value: undefined },
    { value: undefined },
    { value: undefined },
  ]);
  expect(peak).toBe(2);
});

test('releasing twice frees one slot only', async () => {
  const gate = new Semaphore(1, 0);
  const release = await gate.acquire()!;
  release();
  release();
  const again = await gate.acquire()!;
  expect(gate.acquire()).toBeNull();
  again();
});
