-- With fastupdate (the default) a GIN index takes new rows into a pending list, merged only by a vacuum or
-- once it reaches gin_pending_list_limit (4MB), and every search scans that list whole, row by row: after
-- 100,000 foods were added it held a third of them, and searches were several times slower (the planner,
-- counting it in, even chose to scan the whole table). The catalogue, the patient list and the photo
-- library are searched on every keystroke and written seldom, so new names go straight into the index.
ALTER INDEX "foodstuffs_search_vector_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "brands_name_words_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "users_name_search_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "users_name_words_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "foodstuff_photos_tags_search_idx" SET (fastupdate = off);--> statement-breakpoint
-- Turning fastupdate off keeps what is already pending: merge it now.
SELECT gin_clean_pending_list('foodstuffs_search_vector_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('brands_name_words_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('users_name_search_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('users_name_words_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('foodstuff_photos_tags_search_idx'::regclass);
