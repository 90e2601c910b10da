import type { Database } from '../server/src/db/client.ts';

// Names drawn from these lists: 20 first names × 20 fathers' names × 30 family names gives 12,000
// distinct full names, so a million parties share names as real customer lists do. The Arabic
// and Latin lists are aligned so that `ltnname` transliterates `name`.
const firstNames = [
  ['محمد', 'Mohammed'],
  ['أحمد', 'Ahmed'],
  ['علي', 'Ali'],
  ['عمر', 'Omar'],
  ['خالد', 'Khalid'],
  ['سعيد', 'Saeed'],
  ['عبدالله', 'Abdullah'],
  ['يوسف', 'Yousef'],
  ['حسن', 'Hassan'],
  ['إبراهيم', 'Ibrahim'],
  ['راشد', 'Rashid'],
  ['سالم', 'Salem'],
  ['فاطمة', 'Fatima'],
  ['مريم', 'Maryam'],
  ['عائشة', 'Aisha'],
  ['نورة', 'Noura'],
  ['سارة', 'Sara'],
  ['ليلى', 'Layla'],
  ['هند', 'Hind'],
  ['زينب', 'Zainab'],
];
const familyNames = [
  ['المنصوري', 'Al Mansoori'],
  ['الشامسي', 'Al Shamsi'],
  ['الكعبي', 'Al Kaabi'],
  ['المهيري', 'Al Muhairi'],
  ['النعيمي', 'Al Nuaimi'],
  ['الظاهري', 'Al Dhaheri'],
  ['الهاشمي', 'Al Hashimi'],
  ['القاسمي', 'Al Qasimi'],
  ['المزروعي', 'Al Mazrouei'],
  ['الفلاسي', 'Al Falasi'],
  ['السويدي', 'Al Suwaidi'],
  ['الرميثي', 'Al Romaithi'],
  ['الحمادي', 'Al Hammadi'],
  ['البلوشي', 'Al Balushi'],
  ['العامري', 'Al Ameri'],
  ['الزعابي', 'Al Zaabi'],
  ['الجنيبي', 'Al Junaibi'],
  ['الكتبي', 'Al Ketbi'],
  ['المرر', 'Al Marar'],
  ['الطنيجي', 'Al Tunaiji'],
  ['خان', 'Khan'],
  ['شارما', 'Sharma'],
  ['ناير', 'Nair'],
  ['مينون', 'Menon'],
  ['حسين', 'Hussain'],
  ['قريشي', 'Qureshi'],
  ['فرنانديز', 'Fernandes'],
  ['سانتوس', 'Santos'],
  ['عبدالرحمن', 'Abdelrahman'],
  ['مصطفى', 'Mostafa'],
];
const nationalities = ['UAE', 'India', 'Pakistan', 'Egypt', 'Philippines', 'Jordan', 'Syria', 'UK'];

const sqlArray = (values: string[]) =>
  `array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')}]`;

/** The search term and filter the benchmark lists with: one family name in 30, customers only. */
export const benchSearch = { latin: 'Mansoori', arabic: 'المنصوري', cardType: 1 } as const;

/**
 * Inserts `rows` parties straight into `users`, set-based with generate_series, in chunks so that
 * neither PGlite's memory nor one transaction grows with the total. Numbers continue after the
 * highest existing one and the entity's number counter is moved past them, so that parties
 * created through the API afterwards get the next numbers. Six in ten are customers, two
 * suppliers, one supervisor, one worker; they get no ledger accounts (the API would open one per
 * customer and supplier), which leaves the accounts tree as the demo has it.
 */
export const seedParties = async (
  db: Database,
  rows: number,
  onProgress?: (inserted: number) => void,
): Promise<void> => {
  const { rows: found } = await db.query<{ last: number }>(
    'select coalesce(max(number), 0)::int8 as last from users',
  );
  const start = found[0].last;
  const first = sqlArray(firstNames.map(([arabic]) => arabic));
  const firstLatin = sqlArray(firstNames.map(([, latin]) => latin));
  const family = sqlArray(familyNames.map(([arabic]) => arabic));
  const familyLatin = sqlArray(familyNames.map(([, latin]) => latin));
  const nationality = sqlArray(nationalities);
  // i drives every column; the expressions pick list entries with coprime strides so that the
  // columns do not move in lockstep.
  const insert = `
    insert into users (number, created_at, updated_at, card_type, name, ltnname, phone, email, nationality, address)
    select
      $1::int8 + i,
      now() - make_interval(mins => ($4::int8 - i)::int),
      now() - make_interval(mins => ($4::int8 - i)::int),
      case when i % 10 < 6 then 1 when i % 10 < 8 then 2 when i % 10 < 9 then 3 else 4 end,
      f.first || ' ' || f.father || ' ' || f.family,
      f.first_latin || ' ' || f.father_latin || ' ' || f.family_latin,
      '+9715' || lpad(((i * 7919) % 100000000)::text, 8, '0'),
      lower(f.first_latin) || '.' || lower(replace(f.family_latin, ' ', '')) || i || '@example.ae',
      (${nationality})[1 + (i * 7) % ${nationalities.length}],
      'Dubai, street ' || (1 + i % 400)
    from generate_series($2::int8, $3::int8) as i,
    lateral (
      select
        (${first})[1 + i % 20] as first,
        (${firstLatin})[1 + i % 20] as first_latin,
        (${first})[1 + (i / 20 + 7) % 20] as father,
        (${firstLatin})[1 + (i / 20 + 7) % 20] as father_latin,
        (${family})[1 + (i / 400 + i) % 30] as family,
        (${familyLatin})[1 + (i / 400 + i) % 30] as family_latin
    ) as f`;
  const chunk = 50_000;
  for (let from = 1; from <= rows; from += chunk) {
    const to = Math.min(rows, from + chunk - 1);
    await db.transaction(async (tx) => {
      await tx.query(insert, [start, from, to, rows]);
    });
    onProgress?.(to);
  }
  await db.query(
    `insert into number_counters (entity, scope, last) values ('user', '', $1)
     on conflict (entity, scope) do update set last = greatest(number_counters.last, excluded.last)`,
    [start + rows],
  );
  await db.query('vacuum analyze users');
};
