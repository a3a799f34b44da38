import { type Dispatch, useCallback, useEffect, useRef } from 'react';
import { type ChatAction, notify } from './chat-reducer';
import { MIN_NOTIFICATION_DELAY, NOTIFICATION_DELAY_ERROR } from './chat-settings';

export interface ChatNotificationOptions {
  notificationDelay: number;
  notificationLoop: number;
  notificationSound: boolean;
  notificationSoundSrc: string;
  onNotification?: () => void;
  onNotificationLoopEnd?: () => void;
  /**
   * When (`Date.now()`) the first notification's delay started: the page's load when the widget's code came later.
   * The mount, if not given.
   */
  notificationsFrom?: number;
}

/**
 * The repeating notification timer: it starts on mount, or counts from `notificationsFrom` (unless `notificationDelay` is under 10 s, which logs an error),
 * sets the badge and plays the chime on each firing, and stops after `notificationLoop` firings or, for good, when the
 * box first opens (the returned `stopForGood`). The timer reads the latest callbacks and sound settings without
 * restarting when they change.
 */
export function useChatNotifications(
  dispatch: Dispatch<ChatAction>,
  { notificationDelay, notificationLoop, notificationsFrom, ...changing }: ChatNotificationOptions,
): { stopForGood: () => void } {
  const timer = useRef<number | undefined>(undefined);
  const stopped = useRef(false);
  const audio = useRef<HTMLAudioElement | null>(null);
  const latest = useRef(changing);
  useEffect(() => {
    latest.current = changing;
  });

  const first = useRef<number | undefined>(undefined);
  const from = useRef(notificationsFrom);

  const stop = useCallback(() => {
    window.clearTimeout(first.current);
    window.clearInterval(timer.current);
    first.current = undefined;
    timer.current = undefined;
  }, []);

  useEffect(() => {
    if (!(notificationDelay >= MIN_NOTIFICATION_DELAY)) {
      console.error(NOTIFICATION_DELAY_ERROR);
      return;
    }
    if (stopped.current) return;
    let repeats = 0;
    const fire = () => {
      dispatch(notify());
      if (latest.current.notificationSound) {
        const chime = audio.current ?? new Audio(latest.current.notificationSoundSrc);
        audio.current = chime;
        chime.currentTime = 0;
        // Browsers refuse sound before the visitor has interacted with the page; the badge is enough then.
        chime.play()?.catch(() => undefined);
      }
      latest.current.onNotification?.();
      repeats += 1;
      if (notificationLoop > 0 && repeats >= notificationLoop) {
        stop();
        latest.current.onNotificationLoopEnd?.();
        return false;
      }
      return true;
    };
    const every = notificationDelay * 1000;
    const firstIn = from.current === undefined ? every : Math.max(0, from.current + every - Date.now());
    first.current = window.setTimeout(() => {
      first.current = undefined;
      if (fire()) timer.current = window.setInterval(fire, every);
    }, firstIn);
    return stop;
  }, [dispatch, notificationDelay, notificationLoop, stop]);

  const stopForGood = useCallback(() => {
    stopped.current = true;
    stop();
  }, [stop]);
  return { stopForGood };
}
