import type { CatalogChange } from '@sutra/rules';

/** One follower of the feed: an open `GET /catalog/changes` stream. */
export interface ChangeFollower {
  /** Where the follower's requests come from (followers are capped per address). */
  address: string;
  change(change: CatalogChange): void;
  /** The feed can no longer vouch that every change reaches this follower: it must follow again from the start. */
  end(): void;
}

/**
 * At most this many followers at once, and this many from one address: a gateway needs one, and a balancer in front of
 * the apis that is not a trusted proxy makes every gateway behind it one address.
 */
export const MAX_FOLLOWERS = 500;
export const MAX_FOLLOWERS_PER_ADDRESS = 32;

export type FollowRefusal = 'not-listening' | 'too-many' | 'too-many-from-address';

/**
 * Hands the database's catalogue change notices, as this replica hears them, on to the processes that follow them
 * over HTTP (the gateways, `GET /API/v1/catalog/changes`), so they hear of a change as the api does instead of
 * asking for it. While this replica does not listen, it takes no follower; whenever notices may have been missed (its
 * listening connection lost or opened again, a notice it cannot read, the app closing) every follower is ended, and
 * each then follows again from a version read afresh — the "may have missed, so forget" the api's own caches obey.
 */
export class CatalogChangeFeed {
  private readonly followers = new Set<ChangeFollower>();
  private closed = false;

  /** `listening`: whether this replica's listening connection is up now. */
  constructor(private readonly listening: () => boolean) {}

  get size(): number {
    return this.followers.size;
  }

  /** Adds a follower; answers how to remove it, or why it was refused. */
  follow(follower: ChangeFollower): (() => void) | FollowRefusal {
    if (this.closed || !this.listening()) return 'not-listening';
    if (this.followers.size >= MAX_FOLLOWERS) return 'too-many';
    let fromAddress = 0;
    for (const f of this.followers) if (f.address === follower.address) fromAddress++;
    if (fromAddress >= MAX_FOLLOWERS_PER_ADDRESS) return 'too-many-from-address';
    this.followers.add(follower);
    return () => this.followers.delete(follower);
  }

  publish(change: CatalogChange): void {
    for (const follower of this.followers) follower.change(change);
  }

  /** Ends every follower and takes no new one (the app is closing). */
  close(): void {
    this.closed = true;
    this.restart();
  }

  /** Ends every follower (each follows again, from a fresh start). */
  restart(): void {
    const ended = [...this.followers];
    this.followers.clear();
    for (const follower of ended) follower.end();
  }
}
