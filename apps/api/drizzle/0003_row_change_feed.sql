-- Every committed change to a row that an API process may keep in memory (a session, a subscriber, their
-- lines, a plan's name on those lines) is announced on the channel row_change as '<table tag>:<key>', so a
-- cache of such rows is dropped as the change commits (apps/api/src/shared/tagged-cache.ts).
CREATE FUNCTION notify_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  key_column text := TG_ARGV[0];
  tag text := TG_ARGV[1];
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('row_change', tag || ':' || (to_jsonb(OLD) ->> key_column));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('row_change', tag || ':' || (to_jsonb(NEW) ->> key_column));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_row_change AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_row_change('session_no', 'sessions');
--> statement-breakpoint
CREATE TRIGGER users_row_change AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_row_change('user_no', 'users');
--> statement-breakpoint
-- A line belongs to its subscriber's cached answer: its changes carry the subscriber's tag.
CREATE TRIGGER user_lines_row_change AFTER INSERT OR UPDATE OR DELETE ON user_lines
  FOR EACH ROW EXECUTE FUNCTION notify_row_change('user_no', 'users');
--> statement-breakpoint
CREATE TRIGGER plans_row_change AFTER UPDATE OR DELETE ON plans
  FOR EACH ROW EXECUTE FUNCTION notify_row_change('plan_no', 'plans');
