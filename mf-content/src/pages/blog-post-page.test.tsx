import { fireEvent, render, screen, within } from '@testing-library/react';
import { $count, $orders, cartClear, on } from 'shared-contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  answer,
  installFakeApi,
  makeArticle,
  makeArticleDetail,
  makePost,
  makeShop,
} from '../test-support';
import { BlogPostPage } from './blog-post-page';

const props = (routeName: string, params: Record<string, string>) => ({
  routeName,
  params,
  search: '',
});

afterEach(() => cartClear('global'));

describe('BlogPostPage', () => {
  it('shows the post through the one sanitiser and adds its main article to the cart', async () => {
    const post = makePost({ relatedArticles: [makeArticle(6, 'Løpesokker')] });
    installFakeApi({
      'GET /blog/slik-velger-du-riktige-lopesko': () => post,
      'GET /shops': () => [makeShop(1, 'Oslo City')],
      'GET /articles/5': () => makeArticleDetail(makeArticle(5, 'Løpesko Fart')),
      'GET /articles/6': () => makeArticleDetail(makeArticle(6, 'Løpesokker')),
    });
    const opened = vi.fn();
    const off = on('cart:open', opened);
    render(<BlogPostPage {...props('inspiration', { slug: post.slug })} />);
    expect(await screen.findByRole('heading', { level: 1, name: post.title })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.body.textContent).not.toContain('alert(1)');
    expect(screen.getByRole('link', { name: 'Løping' }).getAttribute('href')).toBe(
      '/inspiration/category/loping',
    );

    const main = screen.getByTestId('cnt-main-article');
    const add = await within(main).findByRole('button', { name: 'Legg i handlekurv' });
    fireEvent.click(add);
    expect($count.get()).toBe(1);
    expect($orders.get()[0]).toMatchObject({ articleId: 5, shopId: 1, name: 'Løpesko Fart' });
    expect(within(main).getByText('Lagt i handlekurven.')).toBeTruthy();
    expect(opened).toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Relaterte varer' })).toBeTruthy();
    off();
  });

  it("shows the post's picture from the generated size that fills the page's column", async () => {
    const image = '/api/v1/images/banner/2e7d32-Slik velger du riktige løpesko.svg';
    const post = makePost({ image });
    installFakeApi({
      'GET /blog/slik-velger-du-riktige-lopesko': () => post,
      'GET /shops': () => [],
      'GET /articles/5': () => makeArticleDetail(makeArticle(5, 'Løpesko Fart')),
    });
    const { container } = render(<BlogPostPage {...props('inspiration', { slug: post.slug })} />);
    await screen.findByRole('heading', { level: 1, name: post.title });
    const picture = container.querySelector('img.cnt-post__image');
    expect(picture?.getAttribute('srcset')).toContain(`${image}?w=800 800w`);
    expect(picture?.getAttribute('sizes')).toBe('(min-width: 48rem) 48rem, 100vw');
  });

  it("reports an unknown post to the shell (404 page), and other failures in the spec's words", async () => {
    const notFound = vi.fn();
    const off = on('page:not-found', notFound);
    installFakeApi({ 'GET /shops': () => [] });
    const { unmount } = render(<BlogPostPage {...props('blog-post', { slug: 'finnes-ikke' })} />);
    await vi.waitFor(() => expect(notFound).toHaveBeenCalledWith({ routeName: 'blog-post' }));
    unmount();
    off();

    installFakeApi({
      'GET /blog/x': () => answer(500, {}),
      'GET /shops': () => [],
    });
    render(<BlogPostPage {...props('blog-post', { slug: 'x' })} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Error: Something went wrong');
  });

  it('a preview reads the draft through the preview call and says it is one', async () => {
    installFakeApi({
      'GET /blog/preview/utkast': () => makePost({ slug: 'utkast', title: 'Utkastet' }),
      'GET /blog/utkast': () => answer(404, { error: { message: 'Fant ikke blogginnlegget' } }),
      'GET /shops': () => [],
    });
    render(<BlogPostPage {...props('inspiration-preview', { slug: 'utkast', preview: '1' })} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Utkastet' })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain('Forhåndsvisning');
  });
});
