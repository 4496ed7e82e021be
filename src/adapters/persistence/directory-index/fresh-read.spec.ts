import { sharedFreshRead } from './fresh-read';

/** A read whose answers the test releases one by one: the n-th read answers `value n` (1-based). */
function controlledReads() {
  const pending: { resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  let started = 0;
  const read = () =>
    new Promise<string>((resolve, reject) => {
      started += 1;
      pending.push({ resolve, reject });
    });
  const flush = () => new Promise((done) => setImmediate(done));
  return {
    read,
    started: () => started,
    /** Answers the oldest unanswered read with `value <its number>`, after letting queued work start. */
    async answer() {
      await flush();
      const number = started - pending.length + 1;
      pending.shift()!.resolve(`value ${number}`);
      await flush();
    },
    async fail() {
      await flush();
      pending.shift()!.reject(new Error('connection lost'));
      await flush();
    },
  };
}

describe(sharedFreshRead.name, () => {
  it('answers a lone caller from a read of its own', async () => {
    const reads = controlledReads();
    const current = sharedFreshRead(reads.read);

    const answer = current();
    await reads.answer();

    await expect(answer).resolves.toBe('value 1');
    expect(reads.started()).toBe(1);
  });

  it('never answers a caller from a read that began before it asked, and lets the callers of one round trip share the next read', async () => {
    const reads = controlledReads();
    const current = sharedFreshRead(reads.read);

    const first = current();
    await new Promise((done) => setImmediate(done));
    const later = [current(), current(), current()];
    await reads.answer();
    await reads.answer();

    await expect(first).resolves.toBe('value 1');
    for (const answer of later) await expect(answer).resolves.toBe('value 2');
    expect(reads.started()).toBe(2);
  });

  it('fails the callers of a failed read and starts afresh for the next caller', async () => {
    const reads = controlledReads();
    const current = sharedFreshRead(reads.read);

    const failed = current();
    const failedToo = current();
    await reads.fail();
    await expect(failed).rejects.toThrow('connection lost');
    await reads.fail();
    await expect(failedToo).rejects.toThrow('connection lost');

    const retried = current();
    await reads.answer();
    await expect(retried).resolves.toBe('value 3');
  });
});
