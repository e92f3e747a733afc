import { atom, computed } from 'nanostores';
import * as v from 'valibot';
import { ALERT_SUCCESS_TIMEOUT } from '../constants';
import {
  AlertInputSchema,
  DEFAULT_ALERT_TITLES,
  type Alert,
  type AlertInput,
} from '../schemas/alert';

/** Queue of alerts; the shell shows the first (spec §2 "Alerts"). Memory only. */
export const $alerts = atom<Alert[]>([]);
export const $currentAlert = computed($alerts, (alerts) => alerts[0] ?? null);

let sequence = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
let timedUid: string | undefined;

/**
 * A success alert closes itself ALERT_SUCCESS_TIMEOUT ms after it becomes the one shown;
 * queued alerts wait their turn rather than expiring unseen.
 */
function scheduleHead(): void {
  const head = $alerts.get()[0];
  const uid = head?.type === 'success' ? head.uid : undefined;
  if (uid === timedUid) return;
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  timedUid = uid;
  if (uid !== undefined) timer = setTimeout(() => dismissAlert(uid), ALERT_SUCCESS_TIMEOUT);
}

/** Queues an alert (default title by type); returns its uid, or null for invalid input. */
export function showAlert(input: AlertInput): string | null {
  const parsed = v.safeParse(AlertInputSchema, input);
  if (!parsed.success) {
    console.error('[shared-contracts] invalid alert; dropped:', v.flatten(parsed.issues));
    return null;
  }
  const { type, title, content } = parsed.output;
  sequence += 1;
  const uid = `alert-${Date.now().toString(36)}-${sequence}`;
  $alerts.set([
    ...$alerts.get(),
    { uid, type, title: title ?? DEFAULT_ALERT_TITLES[type], content },
  ]);
  scheduleHead();
  return uid;
}

/** Dismisses one alert (the shown one or a queued one). */
export function dismissAlert(uid: string): void {
  const alerts = $alerts.get();
  if (!alerts.some((alert) => alert.uid === uid)) return;
  $alerts.set(alerts.filter((alert) => alert.uid !== uid));
  scheduleHead();
}

export function clearAlerts(): void {
  $alerts.set([]);
  scheduleHead();
}
