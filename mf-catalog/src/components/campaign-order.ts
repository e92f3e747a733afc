import type { PageQuery } from '../api/campaigns';
import type { ListingSort } from '../hooks/listing-state';

/** Listing sort → the campaign article list's orderBy/order (spec §7 query of article lists). */
export function campaignOrder(sort: ListingSort): Pick<PageQuery, 'orderBy' | 'order'> {
  switch (sort) {
    case 'pris-stigende':
      return { orderBy: 'Price', order: 'asc' };
    case 'pris-synkende':
      return { orderBy: 'Price', order: 'desc' };
    case 'nyeste':
      return { orderBy: 'DateCreated', order: 'desc' };
    case 'bestselger':
      return { orderBy: 'Bestseller', order: 'asc' };
    default:
      return { orderBy: 'Name', order: 'asc' };
  }
}
