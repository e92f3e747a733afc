import type { PageProps } from 'shared-contracts';
import { CheckoutView } from '../components/checkout-view';
import '../checkout.css';

/** /checkout (own layout: the shell renders a slim header, this is the page content). */
export function CheckoutPage({ search, routeName }: PageProps) {
  return <CheckoutView search={search} routeName={routeName} />;
}
