import type { Redis } from 'ioredis';

/** How long a relay pass waits for the producer's connection to Redis to become ready (ms). */
const REDIS_READY_WAIT_MS = 500;

/** Ready now, or within REDIS_READY_WAIT_MS while it connects (a pass at start). */
export function redisReadyCheck(producer: Redis): () => Promise<boolean> {
  return async () => {
    if (producer.status === 'ready') return true;
    if (producer.status === 'end' || producer.status === 'close') return false;
    return new Promise<boolean>((resolve) => {
      const done = (ready: boolean) => {
        clearTimeout(timer);
        producer.off('ready', onReady);
        resolve(ready);
      };
      const onReady = () => done(true);
      const timer = setTimeout(() => done(false), REDIS_READY_WAIT_MS);
      producer.once('ready', onReady);
    });
  };
}
