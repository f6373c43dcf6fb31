-- Issue 28: what one client can hold of the painters' calendar is capped per network and per mailbox,
-- counted over the upcoming days it holds (not per hour). The booking keeps the network it came from;
-- the quote keeps its e-mail as one mailbox.

-- AlterTable
ALTER TABLE "Booking" ADD COLUMN     "clientNetwork" TEXT;

-- AlterTable
ALTER TABLE "Quote" ADD COLUMN     "emailKey" TEXT NOT NULL DEFAULT '';

-- CreateIndex
CREATE INDEX "Booking_clientNetwork_idx" ON "Booking"("clientNetwork");

-- CreateIndex
CREATE INDEX "Quote_emailKey_idx" ON "Quote"("emailKey");

-- "emailKey": the e-mail as one mailbox, exactly as lib/security/rate-limit.ts's emailKey writes it
-- (tests/api/abuse-limits.test.ts compares the two): lower case, without a "+tag", and for Gmail
-- without the dots it ignores (googlemail.com is gmail.com). A trigger keeps it, so every path that writes
-- a quote (the API, the seeds, a script) gets it right.
CREATE FUNCTION "quote_email_key"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  address text := left(lower(btrim(coalesce(NEW."email", ''), E' \t\r\n')), 254);
  last_at int;
  mailbox text;
  domain text;
BEGIN
  last_at := CASE WHEN strpos(address, '@') = 0 THEN 0 ELSE length(address) - strpos(reverse(address), '@') + 1 END;
  IF last_at <= 1 THEN
    NEW."emailKey" := address;
    RETURN NEW;
  END IF;
  mailbox := substr(address, 1, last_at - 1);
  domain := substr(address, last_at + 1);
  mailbox := coalesce(nullif(split_part(mailbox, '+', 1), ''), mailbox);
  IF domain IN ('gmail.com', 'googlemail.com') THEN
    mailbox := coalesce(nullif(replace(mailbox, '.', ''), ''), mailbox);
    domain := 'gmail.com';
  END IF;
  NEW."emailKey" := mailbox || '@' || domain;
  RETURN NEW;
END
$$;
CREATE TRIGGER "Quote_emailKey" BEFORE INSERT OR UPDATE OF "email" ON "Quote"
  FOR EACH ROW EXECUTE FUNCTION "quote_email_key"();
UPDATE "Quote" SET "email" = "email";
