-- Banner and event images are stored as file names; the address is built from FILE_SERVER_URL, the type
-- folder and the name (fileUrl in the contract). Rows written before this kept whole paths such as
-- '/images/banners/main-brand.svg': each keeps its last segment, the file name in its folder.
ALTER TABLE "banners" RENAME COLUMN "image_url" TO "image_file";--> statement-breakpoint
ALTER TABLE "banners" RENAME COLUMN "image_url_tab" TO "image_file_tab";--> statement-breakpoint
ALTER TABLE "banners" RENAME COLUMN "image_url_mo" TO "image_file_mo";--> statement-breakpoint
ALTER TABLE "banners" RENAME COLUMN "image_url_thumb" TO "image_file_thumb";--> statement-breakpoint
UPDATE "banners" SET
  "image_file" = regexp_replace("image_file", '^.*/', ''),
  "image_file_tab" = regexp_replace("image_file_tab", '^.*/', ''),
  "image_file_mo" = regexp_replace("image_file_mo", '^.*/', ''),
  "image_file_thumb" = regexp_replace("image_file_thumb", '^.*/', '');--> statement-breakpoint
ALTER TABLE "events" RENAME COLUMN "main_image_url" TO "main_image_file";--> statement-breakpoint
ALTER TABLE "events" RENAME COLUMN "main_image_url_mo" TO "main_image_file_mo";--> statement-breakpoint
UPDATE "events" SET
  "main_image_file" = regexp_replace("main_image_file", '^.*/', ''),
  "main_image_file_mo" = regexp_replace("main_image_file_mo", '^.*/', '');
