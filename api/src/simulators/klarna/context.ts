/** What every route group of the simulator shares. */
import type { CallbackSender } from './authorization-callback';
import type { KlarnaSimulatorState } from './state';

export interface SimContext {
  state: KlarnaSimulatorState;
  now: () => Date;
  /** The plugin's prefix (e.g. `/sim/klarna`), for `Location` headers and the widget. */
  prefix: string;
  callbacks: CallbackSender;
}
