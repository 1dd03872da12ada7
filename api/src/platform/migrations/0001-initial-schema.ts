/** The first schema: donations with their payment state, receipts, sandbox orders, CSR enquiries, event images. */
export const initialSchema = `
CREATE TABLE donations (
  id text PRIMARY KEY,
  merchant_order_id text NOT NULL UNIQUE,
  payment_type text NOT NULL CHECK (payment_type IN ('DONATION', 'RANGAMANDAP', 'BHOG')),
  shilas integer NOT NULL CHECK (shilas BETWEEN 1 AND 1000),
  amount integer NOT NULL CHECK (amount > 0),
  bhog_date date,
  donor_name text NOT NULL,
  donor_email text NOT NULL,
  donor_email_normalised text NOT NULL,
  donor_phone text NOT NULL,
  address text NOT NULL,
  pincode text NOT NULL,
  city text NOT NULL,
  country text NOT NULL,
  pan text,
  business_name text,
  website text,
  profile_picture_url text,
  business_logo_url text,
  message text,
  is_anonymous boolean NOT NULL DEFAULT false,
  is_sample boolean NOT NULL DEFAULT false,
  payment_status text NOT NULL DEFAULT 'PENDING' CHECK (payment_status IN ('PENDING', 'SUCCESS', 'FAILED')),
  provider text NOT NULL,
  provider_transaction_id text,
  receipt_number text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  completed_at timestamptz,
  CHECK ((payment_type = 'BHOG') = (bhog_date IS NOT NULL))
);

-- One paid Amrit Bhog per donor per date, whatever happens in the application.
CREATE UNIQUE INDEX donations_one_bhog_per_donor_date
  ON donations (bhog_date, donor_email_normalised)
  WHERE payment_type = 'BHOG' AND payment_status = 'SUCCESS';
CREATE INDEX donations_bhog_date ON donations (bhog_date) WHERE payment_type = 'BHOG';
CREATE INDEX donations_successful ON donations (completed_at DESC) WHERE payment_status = 'SUCCESS';

-- Gap-free receipt numbers: one counter per financial year, bumped in the SUCCESS transaction.
CREATE TABLE receipt_sequences (
  financial_year text PRIMARY KEY,
  last_number integer NOT NULL
);

-- Every provider notification, kept even when it changes nothing (duplicates, late, unknown).
CREATE TABLE payment_events (
  id bigserial PRIMARY KEY,
  merchant_order_id text NOT NULL,
  source text NOT NULL,
  reported_state text NOT NULL,
  outcome text NOT NULL,
  payload jsonb,
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_events_order ON payment_events (merchant_order_id);

-- The built-in sandbox provider's own side of each order.
CREATE TABLE sandbox_orders (
  merchant_order_id text PRIMARY KEY,
  amount integer NOT NULL,
  seva text NOT NULL,
  state text NOT NULL DEFAULT 'PENDING' CHECK (state IN ('PENDING', 'COMPLETED', 'FAILED')),
  transaction_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE csr_enquiries (
  id text PRIMARY KEY,
  organization_name text NOT NULL,
  contact_person text NOT NULL,
  designation text,
  email text NOT NULL,
  areas_of_interest jsonb NOT NULL,
  contribution_type jsonb NOT NULL,
  message text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE event_images (
  id text PRIMARY KEY,
  title text NOT NULL,
  image_url text NOT NULL,
  event_type text NOT NULL,
  featured boolean NOT NULL DEFAULT false,
  taken_at date,
  description text,
  is_sample boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX event_images_type ON event_images (event_type);

-- One-off facts about this database, e.g. whether the sample data was added.
CREATE TABLE app_state (
  key text PRIMARY KEY,
  value text NOT NULL
);
`;
