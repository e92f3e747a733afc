import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $alerts, $currentAlert, clearAlerts, dismissAlert, showAlert } from './alerts';

beforeEach(() => {
  vi.useFakeTimers();
  clearAlerts();
});
afterEach(() => {
  clearAlerts();
  vi.useRealTimers();
});

describe('alerts (spec §2, §3)', () => {
  it('queues alerts and shows the first', () => {
    showAlert({ type: 'error', content: 'A' });
    showAlert({ type: 'info', content: 'B' });
    expect($alerts.get()).toHaveLength(2);
    expect($currentAlert.get()?.content).toBe('A');
  });

  it('uses the default titles per type', () => {
    for (const type of ['error', 'warning', 'info', 'success'] as const)
      showAlert({ type, content: 'x' });
    expect($alerts.get().map((a) => a.title)).toEqual([
      'Noe gikk galt',
      'Obs!',
      'Informasjon',
      'Suksess',
    ]);
    showAlert({ type: 'info', title: 'Egen tittel', content: 'x' });
    expect($alerts.get().at(-1)?.title).toBe('Egen tittel');
  });

  it('each alert is dismissible, the next one then shows', () => {
    const a = showAlert({ type: 'error', content: 'A' });
    showAlert({ type: 'warning', content: 'B' });
    dismissAlert(a ?? '');
    expect($currentAlert.get()?.content).toBe('B');
  });

  it('closes a shown success alert after 3000 ms', () => {
    showAlert({ type: 'success', content: 'Epost sendt til kari@example.no' });
    vi.advanceTimersByTime(2999);
    expect($alerts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($alerts.get()).toHaveLength(0);
  });

  it('a queued success alert waits its turn before its 3000 ms start', () => {
    const first = showAlert({ type: 'error', content: 'A' });
    showAlert({ type: 'success', content: 'B' });
    vi.advanceTimersByTime(5000);
    expect($alerts.get()).toHaveLength(2);
    dismissAlert(first ?? '');
    vi.advanceTimersByTime(3000);
    expect($alerts.get()).toHaveLength(0);
  });

  it('does not auto-close other types', () => {
    showAlert({ type: 'error', content: 'A' });
    vi.advanceTimersByTime(60000);
    expect($alerts.get()).toHaveLength(1);
  });

  it('drops invalid alerts', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(showAlert({ type: 'info', content: '' })).toBeNull();
    expect($alerts.get()).toHaveLength(0);
  });
});
