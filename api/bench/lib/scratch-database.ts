/** A throw-away PostgreSQL database beside `base` for one benchmark run, dropped afterwards. */
import pg from 'pg';

export async function scratchDatabase(
  base: string,
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${Date.now().toString(36)}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    await client.query(text);
    await client.end();
  };
  await admin(`create database "${name}"`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(`drop database if exists "${name}" with (force)`),
  };
}
