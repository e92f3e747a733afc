import { Link } from 'react-router';

export function NotFound() {
  return (
    <section className="sh-not-found">
      <h1>Siden finnes ikke</h1>
      <p>
        Vi fant ikke siden du lette etter. <Link to="/">Gå til forsiden</Link>
      </p>
    </section>
  );
}
