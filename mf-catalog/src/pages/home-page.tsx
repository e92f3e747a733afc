import { categoryDisplayName, Link, type PageProps } from 'shared-contracts';
import { categorySlug, fetchCategories } from '../api/catalog';
import { useApi } from '../components/use-api';
import '../catalog.css';

/**
 * Home page placeholder: the category list, linking to the listings. Editor sections, banners
 * and the 'Bli inspirert' grid (spec §2 "Home screen") come with the catalogue work.
 */
export function HomePage(_props: PageProps) {
  const { state, reload } = useApi('categories', (signal) => fetchCategories(signal));

  return (
    <section className="cat-home" aria-labelledby="cat-home-title">
      <h1 id="cat-home-title" className="cat-title">
        Bare lave priser
      </h1>
      {state.status === 'loading' ? (
        <p role="status">Laster kategorier …</p>
      ) : state.status === 'error' ? (
        <div role="alert">
          <p>{state.error.message}</p>
          <button type="button" className="cat-button" onClick={reload}>
            Prøv igjen
          </button>
        </div>
      ) : (
        <ul className="cat-categories">
          {state.data.map((category) => (
            <li key={category.id}>
              <Link to={`/${categorySlug(category)}`} className="cat-categories__link">
                {categoryDisplayName(category.name)}
                <span className="cat-categories__count">{category.count} varer</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
