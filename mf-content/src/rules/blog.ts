/** Spec §8: a blog or feed failure other than the post feed itself. */
export const BLOG_FAILURE = 'Error: Something went wrong';

/** Spec §8: the post feed failed ('{status} Could not load IG-posts'). */
export function feedFailure(status: number | string): string {
  return `${status} Could not load IG-posts`;
}

/** Blog routes link within /blog, the inspiration routes within /inspiration. */
export function blogBase(routeName: string): '/blog' | '/inspiration' {
  return routeName.startsWith('blog') ? '/blog' : '/inspiration';
}
