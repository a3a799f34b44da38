import { CATALOGUE_WIDE, type CatalogChange } from '@sutra/rules';

/** How many narrow scopes' last changes are remembered; beyond it the oldest is folded into the catalogue-wide mark. */
export const MAX_REMEMBERED_SCOPES = 20_000;

/**
 * What a gateway knows of the catalogue's changes, to judge whether an answer it cached is still right. Every change
 * has a number in one sequence that follows commit order (the api's `/catalog/changes`); an answer is stored with
 * the number known when its request started (`startedAt`) and the scopes of what it showed. It is stale when any
 * change after `startedAt` touched the catalogue as a whole or one of those scopes: that change may not be in it.
 *
 * - A start (the stream opened, or opened again after a loss) says nothing about what changed before it: every
 *   answer started earlier is stale (`wideAt` moves to the start's number), so a missed notice costs misses, never a
 *   stale answer.
 * - Narrow scopes' last changes are kept in a map bounded by `maxScopes`; the oldest one dropped raises `wideAt` to
 *   its number, which again only makes more answers stale.
 * - An answer started at a number beyond what this replica has heard (another replica wrote it to the shared store)
 *   is judged on what this replica knows; it hears of later changes as they come.
 */
export class ChangeLog {
  private last: number | undefined;
  /** Answers started before this number are stale (a catalogue-wide change, a start, or a forgotten scope). */
  private wideAt = 0;
  /** Each narrow scope's last change, oldest first (a scope changed again moves to the end). */
  private readonly scopes = new Map<string, number>();

  constructor(private readonly maxScopes = MAX_REMEMBERED_SCOPES) {}

  /** The number of the last change heard; undefined before the first start. */
  get version(): number | undefined {
    return this.last;
  }

  /** The number of the last catalogue-wide change (or start, or forgotten scope): sitemaps follow it. */
  get catalogueVersion(): number | undefined {
    return this.last === undefined ? undefined : this.wideAt;
  }

  /** Following starts (again) at `version`, the last change committed: nothing is known of what came before. */
  start(version: number): void {
    this.last = version;
    this.wideAt = version;
    this.scopes.clear();
  }

  record({ version, scope }: CatalogChange): void {
    if (this.last === undefined) return;
    this.last = Math.max(this.last, version);
    if (scope === CATALOGUE_WIDE) {
      this.wideAt = Math.max(this.wideAt, version);
      return;
    }
    const known = this.scopes.get(scope);
    this.scopes.delete(scope);
    this.scopes.set(scope, Math.max(known ?? 0, version));
    if (this.scopes.size > this.maxScopes) {
      const [oldest, at] = this.scopes.entries().next().value as [string, number];
      this.scopes.delete(oldest);
      this.wideAt = Math.max(this.wideAt, at);
    }
  }

  /** Whether an answer started at `startedAt` that showed `scopes` may still be served. */
  isCurrent(startedAt: number, scopes: Iterable<string>): boolean {
    if (this.last === undefined || startedAt < this.wideAt) return false;
    for (const scope of scopes) {
      if ((this.scopes.get(scope) ?? 0) > startedAt) return false;
    }
    return true;
  }
}
