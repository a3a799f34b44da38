-- Search's candidates: the products nearest the query by trigram word similarity, in the order this GiST index walks
-- them (a nearest-neighbour scan), so a word every product shares costs a search the same as a rare one. (The GIN
-- index beside it answers "which products contain this word"; only GiST can order by distance.)
CREATE INDEX IF NOT EXISTS "products_search_gist" ON "products" USING gist ("search_text" gist_trgm_ops);
