import { describe, expect, it } from 'vitest';
import { MIGRATIONS, migrate } from './migrate';
import { openPgliteDatabase } from './pglite-database';

// Opening an embedded database and running every migration: over 30 s on a busy 2-core machine.
describe('migrations', { timeout: 90_000 }, () => {
  it('give sample donations seeded with guessable order ids random ones, and leave real ones alone', async () => {
    const db = await openPgliteDatabase();
    try {
      await db.exec('CREATE TABLE schema_migrations (version integer PRIMARY KEY, name text NOT NULL)');
      for (const migration of MIGRATIONS.filter(({ version }) => version < 5)) {
        await db.exec(migration.sql);
        await db.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
          migration.version,
          migration.name,
        ]);
      }
      const insert = (id: string, orderId: string, sample: boolean) =>
        db.query(
          `INSERT INTO donations (id, merchant_order_id, payment_type, shilas, amount, donor_name, donor_email,
             donor_email_normalised, donor_phone, address, pincode, city, country, is_sample, payment_status,
             provider, expires_at, completed_at)
           VALUES ($1, $2, 'DONATION', 1, 11000, 'Asha Rao', 'asha@example.org', 'asha@example.org', '9876543210',
             '12 Temple Street', '560004', 'Bengaluru', 'India', $3, 'SUCCESS', 'sample',
             '2026-11-20T10:00:00+05:30', '2026-11-20T10:00:00+05:30')`,
          [id, orderId, sample],
        );
      await insert('sample-1', 'SAMPLE0001', true);
      await insert('real-1', 'SMT20261120A1B2C3D4E5F6', false);

      expect(await migrate(db)).toEqual([5, 6, 7, 8]);
      const rows = await db.query<{ id: string; order_id: string }>(
        'SELECT id, merchant_order_id AS order_id FROM donations ORDER BY id',
      );
      expect(rows[0]).toEqual({ id: 'real-1', order_id: 'SMT20261120A1B2C3D4E5F6' });
      expect(rows[1]?.order_id).toMatch(/^SAMPLE20261120[0-9A-F]{12}$/);
      // Donations already on the contributors wall stay on it.
      expect(await db.query('SELECT id, hidden_from_contributors FROM donations ORDER BY id')).toEqual([
        { id: 'real-1', hidden_from_contributors: false },
        { id: 'sample-1', hidden_from_contributors: false },
      ]);
    } finally {
      await db.close();
    }
  });
});
