/**
 * Versioned schema migrations, applied in order at start-up inside one transaction each.
 * Never edit a released migration: add a new one.
 */
export const migrations: readonly { version: number; name: string; sql: string }[] = [
  {
    version: 1,
    name: "initial schema",
    sql: `
      CREATE TABLE app_meta (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
      ) STRICT;

      CREATE TABLE admins (
        id TEXT PRIMARY KEY,
        email TEXT NOT NULL UNIQUE COLLATE NOCASE,
        password_hash TEXT NOT NULL,
        created_at TEXT NOT NULL,
        password_changed_at TEXT NOT NULL
      ) STRICT;

      CREATE TABLE sessions (
        token_hash TEXT PRIMARY KEY,
        admin_id TEXT NOT NULL REFERENCES admins(id) ON DELETE CASCADE,
        created_at TEXT NOT NULL,
        last_used_at TEXT NOT NULL,
        expires_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX sessions_admin ON sessions(admin_id);

      CREATE TABLE uploads (
        key TEXT PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN ('image', 'pdf')),
        widths TEXT NOT NULL DEFAULT '[]',
        created_at TEXT NOT NULL
      ) STRICT;

      CREATE TABLE categories (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        id TEXT NOT NULL UNIQUE,
        name_en TEXT NOT NULL,
        name_de TEXT NOT NULL,
        position INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL
      ) STRICT;

      CREATE TABLE dishes (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        id TEXT NOT NULL UNIQUE,
        category_id TEXT NOT NULL REFERENCES categories(id) ON DELETE CASCADE,
        title_en TEXT NOT NULL,
        title_de TEXT NOT NULL,
        description_en TEXT NOT NULL DEFAULT '',
        description_de TEXT NOT NULL DEFAULT '',
        price_cents INTEGER NOT NULL,
        position INTEGER NOT NULL DEFAULT 0,
        image_key TEXT REFERENCES uploads(key),
        is_veg INTEGER NOT NULL DEFAULT 0,
        is_spicy INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX dishes_category ON dishes(category_id, position, seq);

      CREATE TABLE opening_hours (
        weekday INTEGER PRIMARY KEY CHECK (weekday BETWEEN 0 AND 6),
        is_closed INTEGER NOT NULL,
        intervals TEXT NOT NULL DEFAULT '[]'
      ) STRICT;

      CREATE TABLE menu_images (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        id TEXT NOT NULL UNIQUE,
        title TEXT NOT NULL,
        language TEXT NOT NULL CHECK (language IN ('en', 'de')),
        upload_key TEXT NOT NULL REFERENCES uploads(key),
        created_at TEXT NOT NULL
      ) STRICT;
    `,
  },
  {
    version: 2,
    name: "special days, allergens and additives",
    sql: `
      ALTER TABLE dishes ADD COLUMN allergens TEXT NOT NULL DEFAULT '[]';
      ALTER TABLE dishes ADD COLUMN additives TEXT NOT NULL DEFAULT '[]';

      CREATE TABLE special_days (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        id TEXT NOT NULL UNIQUE,
        date_from TEXT NOT NULL,
        date_to TEXT NOT NULL,
        is_closed INTEGER NOT NULL,
        intervals TEXT NOT NULL DEFAULT '[]',
        note_en TEXT NOT NULL DEFAULT '',
        note_de TEXT NOT NULL DEFAULT '',
        created_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX special_days_range ON special_days(date_to, date_from);
    `,
  },
  {
    version: 3,
    name: "price variants, sold out, availability dates, allergen declaration, drinks categories",
    sql: `
      ALTER TABLE dishes ADD COLUMN variants TEXT NOT NULL DEFAULT '[]';
      ALTER TABLE dishes ADD COLUMN volume_ml INTEGER;
      ALTER TABLE dishes ADD COLUMN sold_out_at TEXT;
      ALTER TABLE dishes ADD COLUMN available_from TEXT;
      ALTER TABLE dishes ADD COLUMN available_until TEXT;
      ALTER TABLE dishes ADD COLUMN allergens_declared INTEGER NOT NULL DEFAULT 0;
      -- A dish that lists allergens was declared; an empty list may never have been looked at.
      UPDATE dishes SET allergens_declared = 1 WHERE allergens <> '[]';

      ALTER TABLE categories ADD COLUMN is_drinks INTEGER NOT NULL DEFAULT 0;

      ALTER TABLE menu_images ADD COLUMN available_from TEXT;
      ALTER TABLE menu_images ADD COLUMN available_until TEXT;
    `,
  },
  {
    version: 4,
    name: "roles and the history of admin writes",
    sql: `
      -- Everyone who could sign in before roles existed ran the whole restaurant: an owner.
      ALTER TABLE admins ADD COLUMN name TEXT NOT NULL DEFAULT '';
      ALTER TABLE admins ADD COLUMN role TEXT NOT NULL DEFAULT 'owner' CHECK (role IN ('owner', 'manager', 'staff'));
      ALTER TABLE admins ADD COLUMN disabled_at TEXT;

      -- One row per admin write. The actor's e-mail and name are copied, so the entry still says
      -- who it was after the account is removed. before/after are JSON snapshots for undo.
      CREATE TABLE history (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        id TEXT NOT NULL UNIQUE,
        at TEXT NOT NULL,
        actor_id TEXT,
        actor_email TEXT NOT NULL,
        actor_name TEXT NOT NULL,
        action TEXT NOT NULL,
        entity TEXT NOT NULL,
        entity_id TEXT,
        summary_en TEXT NOT NULL,
        summary_de TEXT NOT NULL,
        before TEXT,
        after TEXT
      ) STRICT;
      CREATE INDEX history_entity ON history(entity, entity_id);
    `,
  },
  {
    version: 5,
    name: "team invites, last sign-in, and uploads kept after release",
    sql: `
      ALTER TABLE admins ADD COLUMN last_login_at TEXT;

      -- An invite is not an account until it is accepted. Only the link token's hash is stored.
      CREATE TABLE invites (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        id TEXT NOT NULL UNIQUE,
        email TEXT NOT NULL COLLATE NOCASE,
        name TEXT NOT NULL,
        role TEXT NOT NULL CHECK (role IN ('owner', 'manager', 'staff')),
        token_hash TEXT NOT NULL UNIQUE,
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        accepted_at TEXT,
        revoked_at TEXT
      ) STRICT;
      CREATE INDEX invites_email ON invites(email);

      -- Files no record points to any more stay for 30 days, so an undo can bring them back.
      ALTER TABLE uploads ADD COLUMN released_at TEXT;
    `,
  },
  {
    version: 6,
    name: "announcements, special days that announce themselves, categories served at their hours",
    sql: `
      CREATE TABLE announcements (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        id TEXT NOT NULL UNIQUE,
        text_en TEXT NOT NULL DEFAULT '',
        text_de TEXT NOT NULL DEFAULT '',
        date_from TEXT NOT NULL,
        date_until TEXT NOT NULL,
        created_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX announcements_range ON announcements(date_until, date_from);

      -- Every special day announced itself on the website from the start; staff may switch it off.
      ALTER TABLE special_days ADD COLUMN announce INTEGER NOT NULL DEFAULT 1;

      -- JSON { weekdays, open, close } for a category served at its own hours (a weekday lunch); NULL: whenever open.
      ALTER TABLE categories ADD COLUMN served_hours TEXT;
    `,
  },
  {
    version: 7,
    name: "invites know their inviter",
    sql: `
      -- An invite speaks for the owner who made it, and only while they are an active owner. Removing
      -- the owner leaves NULL, which no rule trusts.
      ALTER TABLE invites ADD COLUMN invited_by TEXT REFERENCES admins(id) ON DELETE SET NULL;

      -- Older invites name no one who could still stand behind them: their links end here. An owner
      -- invites again in a minute; a link that outlived its inviter could make an owner.
      UPDATE invites SET revoked_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
      WHERE accepted_at IS NULL AND revoked_at IS NULL;
    `,
  },
  {
    version: 8,
    name: "device proofs of the login throttle end when an account is disabled",
    sql: `
      -- A device proof signed before this moment is void. Set by the trigger, so every way of
      -- disabling an account (the team page, an undo) ends its devices' proofs, also after it is enabled again.
      ALTER TABLE admins ADD COLUMN devices_revoked_at TEXT;
      CREATE TRIGGER admins_revoke_devices AFTER UPDATE OF disabled_at ON admins
        WHEN NEW.disabled_at IS NOT NULL AND OLD.disabled_at IS NULL
      BEGIN
        UPDATE admins SET devices_revoked_at = NEW.disabled_at WHERE id = NEW.id;
      END;
    `,
  },
  {
    version: 9,
    name: "the records each history entry touched, and the permission its write needed",
    sql: `
      -- Every record a write changed: its own, and for a write of many (an import, a reorder) each
      -- of the others, so that undo sees a later change of any of them. Entries before this
      -- migration touched their own record only.
      CREATE TABLE history_touches (
        history_id TEXT NOT NULL REFERENCES history(id) ON DELETE CASCADE,
        entity TEXT NOT NULL,
        entity_id TEXT NOT NULL,
        PRIMARY KEY (history_id, entity, entity_id)
      ) STRICT;
      CREATE INDEX history_touches_record ON history_touches(entity, entity_id);
      INSERT INTO history_touches (history_id, entity, entity_id) SELECT id, entity, entity_id FROM history WHERE entity_id IS NOT NULL;

      -- Entries about accounts and invites are shown only to those who may manage the team.
      ALTER TABLE history ADD COLUMN permission TEXT NOT NULL DEFAULT 'content';
      UPDATE history SET permission = 'team' WHERE entity IN ('invite', 'team-member');
      UPDATE history SET permission = 'soldOut' WHERE action IN ('sold-out', 'back-on');
      UPDATE history SET permission = 'history' WHERE action = 'undo';
    `,
  },
  {
    version: 10,
    name: "a person with access is a member of the team",
    sql: `
      -- One word for them in the code and the database. Renaming the table also repoints the
      -- foreign keys of sessions and invites; the index and the trigger named after it follow.
      ALTER TABLE admins RENAME TO members;
      ALTER TABLE sessions RENAME COLUMN admin_id TO member_id;
      DROP INDEX sessions_admin;
      CREATE INDEX sessions_member ON sessions(member_id);
      DROP TRIGGER admins_revoke_devices;
      CREATE TRIGGER members_revoke_devices AFTER UPDATE OF disabled_at ON members
        WHEN NEW.disabled_at IS NOT NULL AND OLD.disabled_at IS NULL
      BEGIN
        UPDATE members SET devices_revoked_at = NEW.disabled_at WHERE id = NEW.id;
      END;
    `,
  },
  {
    version: 11,
    name: "the restaurant profile",
    sql: `
      -- One row: the restaurant. A JSON column per group the admin saves on its own, each checked
      -- by the group's schema on the way in and out (decision record 033). No row: the empty
      -- profile of a new restaurant.
      CREATE TABLE restaurant_profile (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        identity TEXT NOT NULL,
        address TEXT NOT NULL,
        contact TEXT NOT NULL,
        providers TEXT NOT NULL,
        social TEXT NOT NULL,
        legal TEXT NOT NULL,
        texts TEXT NOT NULL,
        -- JSON list of "group.field" still holding the demo restaurant's seeded value.
        demo_fields TEXT NOT NULL DEFAULT '[]',
        updated_at TEXT NOT NULL
      ) STRICT;
    `,
  },
  {
    version: 12,
    name: "the restaurant's own pictures",
    sql: `
      -- One row per place on the site that shows an uploaded picture; a place without a row shows
      -- the built-in one. The image is an upload like a dish photo; a logo's icons and a hero's
      -- film are files of their own, named by their content (the film's hash and container).
      CREATE TABLE restaurant_pictures (
        slot TEXT PRIMARY KEY CHECK (slot IN ('logo', 'hero', 'about-1', 'about-2', 'about-3', 'story')),
        upload_key TEXT NOT NULL REFERENCES uploads(key),
        video_key TEXT,
        video_type TEXT CHECK (video_type IN ('mp4', 'webm')),
        alt_de TEXT NOT NULL,
        alt_en TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        CHECK ((video_key IS NULL) = (video_type IS NULL)),
        CHECK (video_key IS NULL OR slot = 'hero')
      ) STRICT;
    `,
  },
  {
    version: 13,
    name: "visit counts: daily totals of how the site is used",
    sql: `
      -- Totals only, one row per day, dimension and value (a page, a source, a device class…),
      -- never a visitor's address, user agent or key. The values come from closed lists, so a day
      -- holds a bounded number of rows; rows older than two years are deleted.
      CREATE TABLE visit_counts (
        day TEXT NOT NULL,
        dimension TEXT NOT NULL,
        value TEXT NOT NULL,
        count INTEGER NOT NULL,
        PRIMARY KEY (day, dimension, value)
      ) STRICT, WITHOUT ROWID;
    `,
  },
];
