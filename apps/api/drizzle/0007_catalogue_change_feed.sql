-- Every committed statement that changes what the catalogue answers and the server-drawn pages show (plans,
-- their groups and sales, add-ons, banners, events, notices) is announced on the channel catalogue_change,
-- so every API process drops its kept catalogue answers and pages as the change commits, instead of serving
-- them until their lifetime ends (apps/api/src/app.ts). One announcement per transaction: PostgreSQL folds
-- identical notifications.
CREATE FUNCTION notify_catalogue_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_change', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER plans_catalogue_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON plans
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER plan_groups_catalogue_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON plan_groups
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER plan_sales_catalogue_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON plan_sales
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER add_services_catalogue_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON add_services
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER add_service_categories_catalogue_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON add_service_categories FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER banners_catalogue_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON banners
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER events_catalogue_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON events
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER boards_catalogue_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON boards
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();
