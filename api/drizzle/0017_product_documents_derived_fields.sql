-- Product documents now carry what the api works out for every client: the product's `inStock` and each variant's
-- `discountPercent` and `compareAtPrice`. Documents built before lack them: dropping them makes start-up rebuild
-- every one ("missing" documents are rebuilt before the api serves).
DELETE FROM "product_documents";
