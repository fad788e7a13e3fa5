-- Terms are read through the catalogue's cache and drawn into its pages, so a committed change to them is
-- announced on catalogue_change like the other catalogue tables (migration 0007), and every API process
-- drops its kept answers and pages at once.
CREATE TRIGGER terms_catalogue_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON terms
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();
