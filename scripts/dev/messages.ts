/** The exit code of a service host that asks for a new process (a change to code that runs once per process). */
export const RESTART_EXIT_CODE = 75;

/** What a service host (`service-host.ts`) tells `pnpm dev` over IPC. */
export type HostMessage =
  /** Started, or started again after the change `reason` names, in `ms` from the change to listening. */
  | { type: 'started'; url: string; ms: number; reason: string | undefined }
  /** Did not start (the one running before, if any, still serves). */
  | { type: 'failed'; error: string; reason: string | undefined }
  /** Exiting to be started in a new process: `reason` needs one. */
  | { type: 'restarting'; reason: string };

export function isHostMessage(value: unknown): value is HostMessage {
  return typeof value === 'object' && value !== null && 'type' in value;
}
