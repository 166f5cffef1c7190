/**
 * A readers-writer lock in one process: ordinary requests share it, a transaction takes
 * it alone, so nobody sees or slips between the steps of an emulated transaction.
 * Writers are served first once waiting, so a stream of reads cannot starve a commit.
 */
export class RwLock {
  private readers = 0;
  private writing = false;
  private readonly waitingWriters: (() => void)[] = [];
  private readonly waitingReaders: (() => void)[] = [];

  async shared(): Promise<() => void> {
    if (this.writing || this.waitingWriters.length > 0) {
      await new Promise<void>((resolve) => this.waitingReaders.push(resolve));
    } else {
      this.readers++;
    }
    return once(() => {
      this.readers--;
      this.wake();
    });
  }

  async exclusive(): Promise<() => void> {
    if (this.writing || this.readers > 0) {
      await new Promise<void>((resolve) => this.waitingWriters.push(resolve));
    } else {
      this.writing = true;
    }
    return once(() => {
      this.writing = false;
      this.wake();
    });
  }

  /** Hand the lock on: one waiting writer if free, else every waiting reader. */
  private wake(): void {
    if (this.writing) return;
    if (this.readers === 0 && this.waitingWriters.length > 0) {
      this.writing = true;
      this.waitingWriters.shift()?.();
      return;
    }
    if (this.waitingWriters.length === 0) {
      const readers = this.waitingReaders.splice(0);
      this.readers += readers.length;
      readers.forEach((resume) => resume());
    }
  }
}

function once(fn: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    fn();
  };
}
