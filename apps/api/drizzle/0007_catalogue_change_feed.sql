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
DO $$
DECLARE
  catalogue_table text;
BEGIN
  FOREACH catalogue_table IN ARRAY ARRAY['plans', 'plan_groups', 'plan_sales', 'add_services',
    'add_service_categories', 'banners', 'events', 'boards']
  LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
        'FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change()',
      catalogue_table || '_catalogue_change', catalogue_table);
  END LOOP;
END
$$;
