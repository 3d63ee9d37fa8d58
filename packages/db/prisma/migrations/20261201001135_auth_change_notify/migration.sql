-- Server instances cache the sessions they have checked (packages/api/src/auth/session-cache.ts).
-- Every change to a session or a user row (sign-out, revoked sessions, ban, role, name, expiry)
-- is announced on "wordhall_auth" with the user's id, at commit, whatever code path made it,
-- so every instance drops that user's cached sessions at once.
CREATE FUNCTION "notify_auth_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'session' THEN
    PERFORM pg_notify('wordhall_auth', json_build_object('id', OLD."userId", 'v', 0)::text);
  ELSE
    PERFORM pg_notify('wordhall_auth', json_build_object('id', OLD."id", 'v', 0)::text);
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER "session_auth_change" AFTER UPDATE OR DELETE ON "session"
  FOR EACH ROW EXECUTE FUNCTION "notify_auth_change"();

CREATE TRIGGER "user_auth_change" AFTER UPDATE OR DELETE ON "user"
  FOR EACH ROW EXECUTE FUNCTION "notify_auth_change"();
