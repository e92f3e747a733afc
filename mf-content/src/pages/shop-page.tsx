import { useStore } from '@nanostores/react';
import { useId } from 'react';
import {
  $position,
  distanceText,
  Link,
  telHref,
  type PageProps,
  type Shop,
  useApi,
  useShopDistances,
} from 'shared-contracts';
import { fetchShops } from '../api/shops';
import { PostcodeAttribution } from '../components/postcode-attribution';
import { Failure, Loading } from '../components/status';
import { usePageLoaded, usePageNotFound } from '../hooks/use-page-loaded';

import {
  hoursOn,
  hoursText,
  openNowText,
  shopClock,
  upcomingSpecialDays,
} from '../rules/opening-hours';
import '../content.css';

const dateFormat = new Intl.DateTimeFormat('nb-NO', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** A date-only ISO day ('2026-12-24') as a calendar day, whatever the visitor's time zone. */
function dayName(date: string): string {
  return dateFormat.format(new Date(`${date}T00:00:00Z`));
}

function mapHref(shop: Shop): string {
  return (
    shop.mapLink ??
    `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
      `${shop.address}, ${shop.postNo} ${shop.postPlace}`,
    )}`
  );
}

/** /butikker/{shopId}: the week's opening hours with special days, map link and contact. */
export function ShopPage({ routeName, params }: PageProps) {
  const id = useId();
  const { state, reload } = useApi('shops', fetchShops);
  const shopId = Number(params.shopId);
  const shops = state.status === 'ok' ? state.data : null;
  const shop = shops?.find((s) => s.id === shopId) ?? null;
  const position = useStore($position);
  const distances = useShopDistances(shops, position);
  usePageNotFound(routeName, shops !== null && !shop);
  usePageLoaded(routeName, shop !== null, shop?.name);

  if (state.status === 'loading') return <Loading text="Laster butikken …" />;
  if (state.status === 'error') return <Failure error={state.error} onRetry={reload} />;
  if (!shop) return null;

  const clock = shopClock(new Date());
  const today = hoursOn(shop.openingHours, clock.date, clock.day);
  const special = upcomingSpecialDays(shop.openingHours, clock.date);
  const distance = distances.status === 'ok' ? distances.byShop.get(shop.id) : undefined;

  return (
    <article className="cnt-page cnt-shop" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="cnt-page__title">
        {shop.fullName}
      </h1>
      {shop.description ? <p className="cnt-lead">{shop.description}</p> : null}
      <p className="cnt-shop__now" data-testid="cnt-shop-now">
        {openNowText(today, clock.minutes)}
      </p>
      <div className="cnt-shop__columns">
        <section aria-labelledby={`${id}-hours`}>
          <h2 id={`${id}-hours`}>Åpningstider</h2>
          <table className="cnt-hours">
            <caption className="cnt-visually-hidden">Åpningstider per ukedag</caption>
            <tbody>
              {shop.openingHours.regular.map((day) => (
                <tr
                  key={day.day}
                  className={day.day === clock.day ? 'cnt-hours__today' : undefined}
                  aria-current={day.day === clock.day ? 'date' : undefined}
                >
                  <th scope="row">{day.name}</th>
                  <td>{hoursText({ opens: day.opens, closes: day.closes, label: null })}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {special.length > 0 ? (
            <>
              <h3>Avvikende åpningstider</h3>
              <table className="cnt-hours">
                <caption className="cnt-visually-hidden">
                  Helligdager og andre spesielle dager
                </caption>
                <tbody>
                  {special.map((day) => (
                    <tr key={day.date}>
                      <th scope="row">
                        {day.label} ({dayName(day.date)})
                      </th>
                      <td>
                        {hoursText({ opens: day.opens, closes: day.closes, label: day.label })}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          ) : null}
        </section>
        <section aria-labelledby={`${id}-contact`}>
          <h2 id={`${id}-contact`}>Kontakt</h2>
          <address className="cnt-shop__address">
            {shop.address}
            <br />
            {shop.postNo} {shop.postPlace}
            <br />
            Telefon: <a href={telHref(shop.phone)}>{shop.phone}</a>
            <br />
            E-post: <a href={`mailto:${shop.email}`}>{shop.email}</a>
            {shop.messenger ? (
              <>
                <br />
                <a href={shop.messenger} target="_blank" rel="noopener noreferrer">
                  Send melding på Messenger
                </a>
              </>
            ) : null}
          </address>
          <p>
            <a href={mapHref(shop)} target="_blank" rel="noopener noreferrer">
              Vis {shop.name} på kart
            </a>
          </p>
          {distance ? (
            <p data-testid="cnt-shop-distance">Avstand: {distanceText(distance)}</p>
          ) : null}
          <p className="cnt-shop__org">Org.nr. {shop.orgNo}</p>
          {shop.clickAndCollect ? <p>Tilbyr Klikk &amp; Hent.</p> : null}
        </section>
      </div>
      <p>
        <Link to="/butikker/">Alle butikker</Link>
      </p>
      <PostcodeAttribution />
    </article>
  );
}
