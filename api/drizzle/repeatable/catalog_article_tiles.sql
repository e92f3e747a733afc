-- Repeatable (applied after the migrations on every start): list tiles of the catalogue.
-- A list tile in two parts (owned by src/modules/catalog), so the search index can keep the
-- static part of its articles' tiles (search_sources) and a search page only adds the live part.
-- catalog_article_tile: the article row, brand/gender/category names, bestseller ranks and
-- colours. A SQL function: inlined into its callers' plans.
CREATE OR REPLACE FUNCTION catalog_article_tile(p_ids integer[])
RETURNS TABLE (id integer, tile json)
LANGUAGE sql
STABLE
AS $$
  SELECT a.id, json_build_object(
    'id', a.id,
    'name', a.name,
    'description', a.description,
    'finalPrice', a.final_price,
    'originalPrice', a.original_price,
    'pant', a.pant,
    'frightPrice', a.fright_price,
    'purchasableOnWeb', a.purchasable_on_web,
    'visibleOnWeb', a.visible_on_web,
    'featured', a.featured,
    'onlyCc', a.only_cc,
    'webPurchaseLimit', a.web_purchase_limit,
    'customLabel', a.custom_label,
    'season', a.season,
    'image', a.image,
    'averageRating', a.average_rating,
    'dateCreated', a.date_created,
    'categoryId', a.category_id,
    'categoryName', c.name,
    'subcategoryId', a.subcategory_id,
    'articleGroupId', a.article_group_id,
    'productLineId', a.product_line_id,
    'brandId', b.id,
    'brandName', b.name,
    'genderId', g.id,
    'genderName', g.name,
    'qtyRank', bs.qty_rank,
    'turnoverRank', bs.turnover_rank,
    'colours', (
      SELECT json_agg(json_build_object('id', co.id, 'name', co.name, 'hex', co.hex,
                                        'colourCode', co.colour_code, 'colourGroupId', co.colour_group_id)
                      ORDER BY co.id)
      FROM (SELECT DISTINCT v.colour_id FROM variants v WHERE v.article_id = a.id) vc
      JOIN colours co ON co.id = vc.colour_id
    )
  )
  FROM articles a
  JOIN brands b ON b.id = a.brand_id
  JOIN genders g ON g.id = a.gender_id
  JOIN categories c ON c.id = a.category_id
  LEFT JOIN bestsellers bs ON bs.article_id = a.id
  WHERE a.id = ANY (p_ids)
$$;--> statement-breakpoint
-- catalog_article_live: what changes without a catalogue edit – units per visible shop, the
-- campaign prices running at p_now (the rule of `activeCampaign`) and the price history around
-- those campaigns' starts ('førpris'). One row per id asked for, known or not (callers join).
CREATE OR REPLACE FUNCTION catalog_article_live(p_ids integer[], p_now timestamptz, p_window_ms bigint)
RETURNS TABLE (id integer, live json)
LANGUAGE sql
STABLE
AS $$
  SELECT x.id, json_build_object(
    'shopUnits', (
      SELECT json_agg(json_build_object('shopId', u.shop_id, 'qty', u.qty) ORDER BY u.shop_id)
      FROM article_shop_units u
      JOIN shops sh ON sh.id = u.shop_id
      WHERE u.article_id = x.id AND sh.visible
    ),
    'campaignPrices', (
      SELECT json_agg(json_build_object('campaignId', cp.campaign_id, 'articleId', cp.article_id,
                                        'price', cp.price, 'labelType', cp.label_type,
                                        'labelData', cp.label_data, 'startAt', k.start_at)
                      ORDER BY cp.price, cp.campaign_id)
      FROM campaign_prices cp
      JOIN campaigns k ON k.id = cp.campaign_id
      WHERE cp.article_id = x.id AND k.active AND k.start_at <= p_now AND k.end_at > p_now
    ),
    'priceHistory', (
      SELECT json_agg(json_build_object('price', ph.price, 'validFrom', ph.valid_from,
                                        'validTo', ph.valid_to))
      FROM price_history ph
      WHERE ph.article_id = x.id
        AND EXISTS (
          SELECT 1
          FROM campaign_prices cp
          JOIN campaigns k ON k.id = cp.campaign_id
          WHERE cp.article_id = x.id AND k.active AND k.start_at <= p_now AND k.end_at > p_now
            AND ph.valid_from < k.start_at
            AND (ph.valid_to IS NULL
                 OR ph.valid_to > k.start_at - p_window_ms * interval '1 millisecond')
        )
    )
  )
  FROM unnest(p_ids) AS x(id)
$$;--> statement-breakpoint
-- The whole tile from the catalogue (listings, favourites …) as its two parts. PL/pgSQL keeps
-- the statement's plan for the session, on PostgreSQL and PGlite alike: planning it cost more
-- than running it.
CREATE OR REPLACE FUNCTION catalog_article_list(p_ids integer[], p_now timestamptz, p_window_ms bigint)
RETURNS TABLE (tile json, live json)
LANGUAGE plpgsql
STABLE
AS $$
BEGIN
  RETURN QUERY
  SELECT t.tile, l.live
  FROM catalog_article_tile(p_ids) t
  JOIN catalog_article_live(p_ids, p_now, p_window_ms) l ON l.id = t.id;
END;
$$;--> statement-breakpoint
