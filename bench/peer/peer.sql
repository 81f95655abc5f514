-- The predicates Reach's public list and search run (bundb ListPublicPeopleGroups), as plain SQL
-- functions PostGraphile exposes: a region and a minimum population by population descending,
-- and every word of a folded search text a substring of search_text, by the same relevance.
-- The arguments are named with the function's name: a bare "region" is the column of that name.
CREATE OR REPLACE FUNCTION peer_groups_by_region(region text, min_population integer)
RETURNS SETOF people_groups LANGUAGE sql STABLE AS $$
  SELECT * FROM people_groups
  WHERE deleted_at IS NULL AND region_code = peer_groups_by_region.region
    AND population >= peer_groups_by_region.min_population
  ORDER BY population DESC NULLS LAST, id ASC LIMIT 26
$$;

CREATE OR REPLACE FUNCTION peer_groups_search(term text)
RETURNS SETOF people_groups LANGUAGE sql STABLE AS $$
  SELECT * FROM people_groups
  WHERE deleted_at IS NULL AND search_text LIKE '%' || term || '%'
  ORDER BY (CASE WHEN lower(name_across_countries) = term OR lower(name_in_country) = term THEN 3
                 WHEN search_text LIKE term || '%' OR lower(name_in_country) LIKE term || '%' THEN 2 ELSE 1 END) DESC,
           population DESC NULLS LAST, id ASC LIMIT 26
$$;
