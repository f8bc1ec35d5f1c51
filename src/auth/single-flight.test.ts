import { describe, expect, it } from 'vitest';
import { singleFlight } from './single-flight';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('singleFlight', () => {
  it('shares one run among concurrent callers', async () => {
    let runs = 0;
    const gate = deferred<string>();
    const shared = singleFlight(() => {
      runs += 1;
      return gate.promise;
    });
    const results = Promise.all([shared(), shared(), shared()]);
    gate.resolve('fresh');
    expect(await results).toEqual(['fresh', 'fresh', 'fresh']);
    expect(runs).toBe(1);
  });

  it('starts a new run once the previous one settled', async () => {
    let runs = 0;
    const shared = singleFlight(async () => ++runs);
    expect(await shared()).toBe(1);
    expect(await shared()).toBe(2);
  });

  it('hands the same failure to every waiting caller, then allows a retry', async () => {
    let runs = 0;
    const gate = deferred<number>();
    const shared = singleFlight(() => {
      runs += 1;
      return runs === 1 ? gate.promise : Promise.resolve(runs);
    });
    const first = shared();
    const second = shared();
    gate.reject(new Error('token endpoint down'));
    await expect(first).rejects.toThrow('token endpoint down');
    await expect(second).rejects.toThrow('token endpoint down');
    expect(await shared()).toBe(2);
  });
});
