// The one public door of mf-checkout (exposed as `./entry`): its pages, the contract range it was
// built against, and its build version.
import type { ComponentType } from 'react';
import { defineRemoteEntry } from 'tooling/remote-entry';
import type { PageProps } from 'shared-contracts';
import { CheckoutPage } from './pages/checkout-page';

const ownPages: Record<string, ComponentType<PageProps>> = { Checkout: CheckoutPage };

export const { pages, parcels, contractRange, version } = defineRemoteEntry(ownPages);
