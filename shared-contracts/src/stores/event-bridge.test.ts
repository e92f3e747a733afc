// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emit } from '../events/bus';
import { $alerts, clearAlerts } from './alerts';
import { startEventBridge } from './event-bridge';
import { $cartOpen, $menu, closeCart, openMenu } from './menu';

let stop: () => void = () => {};
beforeEach(() => {
  clearAlerts();
  closeCart();
  stop = startEventBridge();
});
afterEach(() => stop());

describe('startEventBridge', () => {
  it('opens and closes the cart on events', () => {
    emit('cart:open');
    expect($cartOpen.get()).toBe(true);
    emit('cart:close');
    expect($cartOpen.get()).toBe(false);
  });

  it('closes menus on menu:close', () => {
    openMenu('info');
    emit('menu:close');
    expect($menu.get()).toBeNull();
  });

  it('queues alerts from alert:show', () => {
    emit('alert:show', { type: 'warning', content: 'Lite igjen på lager' });
    expect($alerts.get()[0]).toMatchObject({
      type: 'warning',
      title: 'Obs!',
      content: 'Lite igjen på lager',
    });
  });
});
