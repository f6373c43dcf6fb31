-- The customer's own reference for self-service (issue 42): "BW-" and 16 Crockford base32 characters
-- in groups of four (80 random bits), accepted by Manage Booking with the e-mail and never shown to
-- painters. The app writes one with each booking (lib/bookings/reference.ts); this function is the
-- column's default for every other insert (the seed, scripts, tests) and fills existing bookings.
-- Each character takes 5 bits of a byte of its own gen_random_uuid() (byte 0: fully random,
-- from the server's strong random source; 256 is a multiple of 32, so every character is equally likely).
CREATE FUNCTION booking_customer_reference() RETURNS text
LANGUAGE sql VOLATILE AS $$
  SELECT 'BW-' || string_agg(
    substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', get_byte(uuid_send(gen_random_uuid()), 0) % 32 + 1, 1)
      || CASE WHEN i IN (4, 8, 12) THEN '-' ELSE '' END,
    '' ORDER BY i)
  FROM generate_series(1, 16) AS i
$$;

-- AlterTable
ALTER TABLE "Booking" ADD COLUMN "customerReference" TEXT;

-- Existing bookings: one random reference each (the function is volatile, so it runs per row).
UPDATE "Booking" SET "customerReference" = booking_customer_reference();

ALTER TABLE "Booking" ALTER COLUMN "customerReference" SET DEFAULT booking_customer_reference(),
  ALTER COLUMN "customerReference" SET NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "Booking_customerReference_key" ON "Booking"("customerReference");
