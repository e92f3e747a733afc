/**
 * The browser side: the widget endpoints over HTTP, and the served script itself run in a VM
 * against a running simulator with a minimal stand-in DOM (the api package has no jsdom). The
 * DOM stand-in implements only what the script touches, so these tests also pin that surface.
 */
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKlarnaClient } from '../../modules/payments/providers/klarna';
import { signClientToken } from './client-token';
import {
  SIM_CREDENTIALS,
  sampleSessionBody,
  startKlarnaSimulator,
  waitFor,
  widgetAuthorize,
  type RunningKlarnaSimulator,
} from './testing';

type Listener = (event: FakeEvent) => void;
interface FakeEvent {
  key?: string;
  shiftKey?: boolean;
  preventDefault(): void;
}

class FakeElement {
  readonly nodeType = 1;
  readonly style: Record<string, string> = {};
  readonly attributes = new Map<string, string>();
  readonly listeners = new Map<string, Listener[]>();
  children: FakeElement[] = [];
  parentNode: FakeElement | null = null;
  id = '';
  type = '';
  disabled = false;
  private ownText = '';

  constructor(
    readonly tagName: string,
    private readonly doc: FakeDocument,
  ) {}

  get textContent(): string {
    return this.ownText + this.children.map((c) => c.textContent).join('');
  }
  set textContent(value: string) {
    this.children = [];
    this.ownText = value;
  }
  setAttribute(name: string, value: string) {
    this.attributes.set(name, String(value));
  }
  getAttribute(name: string) {
    return this.attributes.get(name) ?? null;
  }
  appendChild(child: FakeElement) {
    child.parentNode = this;
    this.children.push(child);
    return child;
  }
  removeChild(child: FakeElement) {
    this.children = this.children.filter((c) => c !== child);
    child.parentNode = null;
    return child;
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  focus() {
    this.doc.activeElement = this;
  }
  click() {
    if (this.disabled) return;
    for (const listener of this.listeners.get('click') ?? []) listener({ preventDefault() {} });
  }
  contains(node: unknown): boolean {
    return node === this || this.children.some((c) => c.contains(node));
  }
  descendants(): FakeElement[] {
    return this.children.flatMap((c) => [c, ...c.descendants()]);
  }
  querySelectorAll(selector: string) {
    return this.descendants().filter((e) => e.tagName === selector);
  }
}

class FakeDocument {
  readonly body: FakeElement;
  activeElement: FakeElement | null = null;
  private readonly keyListeners: Listener[] = [];

  constructor(readonly currentScript: { src: string }) {
    this.body = new FakeElement('body', this);
  }
  createElement(tag: string) {
    return new FakeElement(tag, this);
  }
  querySelector(selector: string) {
    return this.body.descendants().find((e) => `#${e.id}` === selector) ?? null;
  }
  querySelectorAll() {
    return [];
  }
  contains(node: unknown) {
    return this.body.contains(node);
  }
  addEventListener(type: string, listener: Listener) {
    if (type === 'keydown') this.keyListeners.push(listener);
  }
  removeEventListener(type: string, listener: Listener) {
    const at = this.keyListeners.indexOf(listener);
    if (type === 'keydown' && at >= 0) this.keyListeners.splice(at, 1);
  }
  press(key: string) {
    for (const listener of [...this.keyListeners]) listener({ key, preventDefault() {} });
  }
  byText(text: string, tag = 'button') {
    return this.body.descendants().find((e) => e.tagName === tag && e.textContent === text);
  }
  dialog() {
    return this.body.descendants().find((e) => e.getAttribute('role') === 'dialog');
  }
}

interface KlarnaPayments {
  init(options: { client_token: string }): void;
  load(options: { container: string }, callback: (result: unknown) => void): void;
  authorize(
    options: { payment_method_category: string },
    data: unknown,
    callback: (result: Record<string, unknown>) => void,
  ): void;
}

describe('Klarna widget', () => {
  let sim: RunningKlarnaSimulator;
  let script: string;
  const client = () => createKlarnaClient({ baseUrl: sim.baseUrl, ...SIM_CREDENTIALS });

  beforeAll(async () => {
    sim = await startKlarnaSimulator();
    script = await (await fetch(`${sim.baseUrl}/kp/lib/v1/api.js`)).text();
  });
  afterAll(async () => {
    await sim?.close();
  });

  /** A page that has loaded the script from the simulator, with a `#klarna` container. */
  function page() {
    const document = new FakeDocument({ src: `${sim.baseUrl}/kp/lib/v1/api.js?v=1` });
    const container = document.createElement('div');
    container.id = 'klarna';
    document.body.appendChild(container);
    const trigger = document.createElement('button');
    document.body.appendChild(trigger);
    trigger.focus();
    const window: Record<string, unknown> = { document, fetch, setTimeout };
    window.window = window;
    vm.runInNewContext(script, window);
    const Payments = (window.Klarna as { Payments: KlarnaPayments }).Payments;
    return { document, container, trigger, Payments };
  }

  function authorize(Payments: KlarnaPayments) {
    let result: Record<string, unknown> | undefined;
    Payments.authorize({ payment_method_category: 'klarna' }, {}, (r) => (result = r));
    return () => result;
  }

  it('answers the widget calls across origins (CORS preflight)', async () => {
    const res = await fetch(`${sim.baseUrl}/_widget/authorize`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toContain('Content-Type');
  });

  it('refuses a forged client token', async () => {
    const session = await client().createSession(sampleSessionBody());
    const forged = signClientToken(Buffer.alloc(32), session.session_id, new Date());
    expect((await widgetAuthorize(sim.baseUrl, forged)).status).toBe(401);
    const [header, , signature] = session.client_token.split('.');
    const otherPayload = Buffer.from(JSON.stringify({ session_id: 'another' })).toString(
      'base64url',
    );
    expect(
      (await widgetAuthorize(sim.baseUrl, `${header}.${otherPayload}.${signature}`)).status,
    ).toBe(401);
  });

  it('renders the payment box with the amount in kroner', async () => {
    const session = await client().createSession(sampleSessionBody());
    const { container, Payments } = page();
    Payments.init({ client_token: session.client_token });
    let loaded: unknown;
    Payments.load({ container: '#klarna' }, (r) => (loaded = r));
    await waitFor(() => loaded, { what: 'load()' });
    expect(loaded).toEqual({ show_form: true });
    expect(container.textContent).toBe(
      'Klarna (testmiljø)Å betale: kr 1 498,-Du godkjenner betalingen i neste steg.',
    );
    const box = container.children[0];
    expect(box?.tagName).toBe('section');
    expect(box?.getAttribute('aria-labelledby')).toBe(box?.children[0]?.id);
  });

  it('approves in an accessible dialog and returns focus; the token places the order', async () => {
    const body = sampleSessionBody();
    const session = await client().createSession(body);
    const { document, trigger, Payments } = page();
    Payments.init({ client_token: session.client_token });
    const result = authorize(Payments);

    const dialog = await waitFor(() => document.dialog(), { what: 'the dialog' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const title = dialog.descendants().find((e) => e.id === dialog.getAttribute('aria-labelledby'));
    expect(title?.textContent).toBe('Klarna – godkjenn betalingen');
    expect(dialog.querySelectorAll('button').map((b) => b.textContent)).toEqual([
      'Godkjenn',
      'Avslå',
      'Avbryt',
    ]);
    expect(document.activeElement?.textContent).toBe('Godkjenn');
    expect(dialog.textContent).toContain('kr 1 498,-');

    document.byText('Godkjenn')?.click();
    const approved = await waitFor(result, { what: 'authorize() callback' });
    expect(approved).toMatchObject({ approved: true, show_form: true });
    expect(document.dialog()).toBeUndefined();
    expect(document.activeElement).toBe(trigger);

    const placed = await client().createOrder(String(approved.authorization_token), body);
    expect(placed.fraud_status).toBe('ACCEPTED');
  });

  it('reports a refusal to the server and a cancel (Escape) to the page only', async () => {
    const session = await client().createSession(sampleSessionBody());
    const { document, trigger, Payments } = page();
    Payments.init({ client_token: session.client_token });

    const cancelled = authorize(Payments);
    await waitFor(() => document.dialog(), { what: 'the dialog' });
    document.press('Escape');
    expect(await waitFor(cancelled)).toEqual({ approved: false, show_form: true });
    expect(document.dialog()).toBeUndefined();
    expect(document.activeElement).toBe(trigger);
    expect(sim.state.sessions.get(session.session_id)?.refused).toBe(false);

    const refused = authorize(Payments);
    await waitFor(() => document.dialog(), { what: 'the dialog' });
    document.byText('Avslå')?.click();
    expect(await waitFor(refused)).toEqual({ approved: false, show_form: false });
    expect(sim.state.sessions.get(session.session_id)?.refused).toBe(true);
    expect(sim.state.sessions.get(session.session_id)?.authorizationToken).toBeNull();
  });
});
