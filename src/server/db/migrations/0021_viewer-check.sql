-- Decision 073: a read that checks its viewer fails with SQLSTATE ESV01 when the session it was chosen
-- for ended or its user row changed; the check itself is a condition in the read
-- (src/server/db/viewer-check.ts), which calls this only when it does not hold. STABLE, so that
-- PostgreSQL evaluates the condition once per statement, before any row, even for an empty answer.
CREATE OR REPLACE FUNCTION viewer_changed() RETURNS boolean
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RAISE EXCEPTION 'the session or its user changed since this instance read them' USING ERRCODE = 'ESV01';
END
$$;
