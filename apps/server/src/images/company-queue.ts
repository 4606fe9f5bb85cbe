// Runs one task at a time per company in this process, so two uploads cannot both pass the quota check.
export class CompanyQueue {
  private readonly tails = new Map<number, Promise<unknown>>();

  run<T>(companyId: number, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(companyId) ?? Promise.resolve();
    const result = previous.then(task);
    const tail = result.catch(() => undefined);
    this.tails.set(companyId, tail);
    void tail.then(() => {
      if (this.tails.get(companyId) === tail) this.tails.delete(companyId);
    });
    return result;
  }
}
