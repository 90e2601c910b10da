ALTER TABLE "staff" ADD COLUMN "disabled" boolean DEFAULT false NOT NULL;

CREATE INDEX "staff_disabled_idx" ON "staff" USING btree ("disabled");

-- Hand-written: no change may leave the company without an active administrator (role 1, not
-- disabled). Checked after the rows changed, under one advisory lock: two administrators deleting
-- or disabling each other at the same moment queue there, and the second sees the first's commit
-- (each statement of a volatile function takes a new snapshot), so one of them always remains.
-- Violations raise SQLSTATE AQ409, which the API answers with 409.
CREATE FUNCTION staff_keep_an_administrator() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('aqar.staff.active_administrators'));
  IF NOT EXISTS (SELECT 1 FROM staff WHERE role = 1 AND NOT disabled) THEN
    RAISE EXCEPTION 'The last active administrator cannot be deleted, disabled or given another role. Make another staff member an administrator first.'
      USING errcode = 'AQ409', constraint = 'staff_active_administrator';
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER staff_keep_an_administrator_delete AFTER DELETE ON staff
  FOR EACH ROW WHEN (OLD.role = 1 AND NOT OLD.disabled)
  EXECUTE FUNCTION staff_keep_an_administrator();

CREATE TRIGGER staff_keep_an_administrator_update AFTER UPDATE OF role, disabled ON staff
  FOR EACH ROW WHEN (OLD.role = 1 AND NOT OLD.disabled AND (NEW.role IS DISTINCT FROM 1 OR NEW.disabled))
  EXECUTE FUNCTION staff_keep_an_administrator();
