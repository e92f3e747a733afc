import { bannerSrcSet, type SocialPost } from 'shared-contracts';
import { categoriesResource } from '../../api/catalog-resources';
import { postArticlesResource } from '../../api/content';
import { useApi } from '../../hooks/use-api';
import { Dialog } from '../dialog';
import { ProductGrid } from '../listing/product-grid';
import { ErrorState, LoadingState } from '../status';
import { LazyVideoPlayer } from '../video/lazy-video-player';
import { tileImage } from './social';

/** Post detail: the media, the caption and the articles shown in it (GET /fb/getPostArticles/{id}). */
export function PostDialog({ post, onClose }: { post: SocialPost; onClose: () => void }) {
  const articles = useApi(postArticlesResource(post.id));
  const tree = useApi(categoriesResource());
  const image = tileImage(post);
  return (
    <Dialog open title="Bli inspirert" onClose={onClose} className="cat-post-dialog">
      <div className="cat-post">
        <div className="cat-post__media">
          {post.media_type === 'VIDEO' ? (
            <LazyVideoPlayer
              placeholder={null}
              src={post.media_url}
              poster={post.thumbnail_url ?? undefined}
              label="Video fra innlegget"
              square
            />
          ) : (
            image && (
              <img
                src={image}
                srcSet={bannerSrcSet(image)}
                sizes="(min-width: 640px) 600px, 100vw"
                alt={post.caption || 'Bilde fra innlegget'}
                width={600}
                height={600}
                className="cat-post__image"
              />
            )
          )}
        </div>
        <div className="cat-post__text">
          {post.caption && <p className="cat-post__caption">{post.caption}</p>}
          {post.permalink && (
            <p>
              <a href={post.permalink} target="_blank" rel="noopener noreferrer">
                Se innlegget på Instagram
              </a>
            </p>
          )}
          <h3 className="cat-section-title">Varer i innlegget</h3>
          {articles.status === 'loading' && <LoadingState label="Laster varer …" />}
          {articles.status === 'error' && (
            <ErrorState error={articles.error} onRetry={articles.retry} />
          )}
          {articles.data && articles.data.length === 0 && (
            <p>Ingen varer er merket i dette innlegget.</p>
          )}
          {articles.data && articles.data.length > 0 && (
            <ProductGrid
              articles={articles.data}
              categories={tree.data}
              label="Varer i innlegget"
              headingLevel={3}
            />
          )}
        </div>
      </div>
    </Dialog>
  );
}
