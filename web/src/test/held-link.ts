import { ApolloLink } from '@apollo/client';
import { Observable } from 'rxjs';

/**
 * A link for tests that holds operations by name until the test lets them through, so a test can look at the page
 * while a write is on its way (the optimistic state) however fast or slow the machine is, then release the answer.
 */
export class HeldOperations {
  private readonly held = new Set<string>();
  private readonly waiting: { name: string; go: () => void }[] = [];
  /** The name of every operation sent, held or not, in order. */
  readonly sent: string[] = [];

  /** From now on, operations named `name` wait for `release`. */
  hold(name: string): this {
    this.held.add(name);
    return this;
  }

  /** How many operations named `name` are waiting. */
  pending(name: string): number {
    return this.waiting.filter((w) => w.name === name).length;
  }

  /** Lets the oldest waiting operation named `name` go on (to the mocks); throws when none waits. */
  release(name: string): void {
    const index = this.waiting.findIndex((w) => w.name === name);
    const [entry] = index >= 0 ? this.waiting.splice(index, 1) : [];
    if (!entry) throw new Error(`No ${name} operation is waiting`);
    entry.go();
  }

  readonly link = new ApolloLink((operation, forward) => {
    const name = operation.operationName ?? '';
    this.sent.push(name);
    if (!this.held.has(name)) return forward(operation);
    return new Observable((observer) => {
      let subscription: { unsubscribe(): void } | undefined;
      let closed = false;
      this.waiting.push({
        name,
        go: () => {
          if (!closed) subscription = forward(operation).subscribe(observer);
        },
      });
      return () => {
        closed = true;
        subscription?.unsubscribe();
      };
    });
  });
}
