import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import {
  $position,
  distanceText,
  Link,
  type PageProps,
  useApi,
  useShopDistances,
} from 'shared-contracts';
import { fetchShops } from '../api/shops';
import { PositionFinder } from '../components/position-finder';
import { PostcodeAttribution } from '../components/postcode-attribution';
import { Failure, Loading } from '../components/status';
import { usePageLoaded } from '../hooks/use-page-loaded';

import { hoursOn, hoursText, isOpenAt, openNowText, shopClock } from '../rules/opening-hours';
import { shopRows } from '../rules/shops';
import '../content.css';

/** /butikker/: every shop, searchable by name, nearest first once the position is known. */
export function ShopsPage({ routeName }: PageProps) {
  const id = useId();
  const { state, reload } = useApi('shops', fetchShops);
  const shops = state.status === 'ok' ? state.data : null;
  const position = useStore($position);
  const distances = useShopDistances(shops, position);
  const [query, setQuery] = useState('');
  usePageLoaded(routeName, state.status !== 'loading');

  const clock = shopClock(new Date());
  const rows = shops
    ? shopRows(shops, distances.status === 'ok' ? distances.byShop : null, query)
    : [];

  return (
    <section className="cnt-page cnt-page--wide" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="cnt-page__title">
        Butikker
      </h1>
      <h2 className="cnt-subtitle">Finn nærmeste butikk</h2>
      <PositionFinder />
      <div className="cnt-field">
        <label htmlFor={`${id}-search`} className="cnt-label">
          Søk etter butikk
        </label>
        <input
          id={`${id}-search`}
          type="search"
          className="cnt-input"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          aria-controls={`${id}-list`}
        />
      </div>
      {state.status === 'loading' ? <Loading text="Laster butikker …" /> : null}
      {state.status === 'error' ? <Failure error={state.error} onRetry={reload} /> : null}
      {shops ? (
        <>
          <p className="cnt-result-count" role="status">
            {distances.status === 'loading'
              ? 'Beregner avstander …'
              : rows.length === 0
                ? `Ingen butikker heter «${query.trim()}».`
                : `${rows.length} ${rows.length === 1 ? 'butikk' : 'butikker'}${
                    distances.status === 'ok' ? ', nærmeste først' : ''
                  }.`}
          </p>
          <ul id={`${id}-list`} className="cnt-shop-list" data-testid="cnt-shop-list">
            {rows.map(({ shop, distance }) => {
              const today = hoursOn(shop.openingHours, clock.date, clock.day);
              const open = isOpenAt(today, clock.minutes);
              return (
                <li key={shop.id} className="cnt-shop-card" data-testid="cnt-shop">
                  <h3 className="cnt-shop-card__name">
                    <Link to={`/butikker/${shop.id}`}>{shop.name}</Link>
                  </h3>
                  <p className="cnt-shop-card__address">
                    {shop.address}, {shop.postNo} {shop.postPlace}
                  </p>
                  <p className="cnt-shop-card__hours">
                    I dag: {hoursText(today)}{' '}
                    <span className={open ? 'cnt-open' : 'cnt-closed'}>
                      · {openNowText(today, clock.minutes)}
                    </span>
                  </p>
                  {distance ? (
                    <p className="cnt-shop-card__distance" data-testid="cnt-shop-distance">
                      {distanceText(distance)}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
      <PostcodeAttribution />
    </section>
  );
}
